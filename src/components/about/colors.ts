/** WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** White or deep navy, whichever reads better on an editor-chosen background colour. */
export function readableTextOn(background: string): '#FFFFFF' | '#0B2239' {
  if (!/^#[0-9a-fA-F]{6}$/.test(background)) return '#FFFFFF'
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#0B2239') ? '#FFFFFF' : '#0B2239'
}
