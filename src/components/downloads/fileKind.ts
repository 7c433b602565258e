const kinds: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  zip: 'ZIP',
  jpg: 'Image',
  jpeg: 'Image',
  png: 'Image',
  webp: 'Image',
  gif: 'Image',
  avif: 'Image',
}

/** What a download is, for its label ("PDF", "Word" …), from the file name; "File" when unknown. */
export function fileKind(path: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1]?.toLowerCase() ?? ''
  return kinds[ext] ?? 'File'
}
