/** The brand palette, shared by generated artwork and (mirrored in globals.css) the site. */
export const brand = {
  navy: '#12355B',
  deepNavy: '#0B2239',
  teal: '#0E7C86',
  sky: '#5FA8D3',
  amber: '#F4A62A',
  coral: '#D1495B',
  cream: '#FFF8EC',
  light: '#F5F7FA',
  white: '#FFFFFF',
} as const
