import { describe, expect, it } from 'vitest'
import { fileKind } from '@/components/downloads/fileKind'

describe('fileKind (the label next to a download)', () => {
  it.each([
    ['/api/downloads/file/ial-mathematics-specification.pdf', 'PDF'],
    ['https://files.example.lk/api/downloads/file/FORM.PDF', 'PDF'],
    ['/api/downloads/file/entry%20form.docx', 'Word'],
    ['/api/downloads/file/fees.xlsx?v=2', 'Excel'],
    ['/api/downloads/file/poster.jpg', 'Image'],
    ['/api/downloads/file/readme', 'File'],
    ['', 'File'],
  ])('%s → %s', (path, kind) => {
    expect(fileKind(path)).toBe(kind)
  })
})
