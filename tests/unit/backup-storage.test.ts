import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyStorageOut, restoreStorage } from '@/ops/backup/storage'

// A backup's files from a local MEDIA_DIR: every stored area but the inbox exports, and a restore puts them back.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-backup-storage-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

describe('the files of a backup', () => {
  it("copies images, files and entries' documents, not inbox exports, and a restore puts them back", async () => {
    const site = path.join(root, 'site')
    write(path.join(site, 'images/photo.jpg'), 'a photo')
    write(path.join(site, 'files/guide.pdf'), 'a guide')
    write(path.join(site, 'entry-files/passport-scan.pdf'), 'an identity document')
    write(path.join(site, 'exports/messages.csv'), 'an export')
    const staged = path.join(root, 'staged')
    const copy = await copyStorageOut({ kind: 'local', mediaDir: site }, staged)
    expect(copy.byArea).toEqual({ images: 1, files: 1, 'entry-files': 1 })
    expect(fs.existsSync(path.join(staged, 'exports'))).toBe(false)

    const restored = path.join(root, 'restored')
    await restoreStorage({ kind: 'local', mediaDir: restored }, staged, copy.contentTypes)
    expect(fs.readFileSync(path.join(restored, 'entry-files/passport-scan.pdf'), 'utf8')).toBe('an identity document')
    expect(fs.readFileSync(path.join(restored, 'images/photo.jpg'), 'utf8')).toBe('a photo')
    expect(fs.existsSync(path.join(restored, 'exports'))).toBe(false)
  })
})
