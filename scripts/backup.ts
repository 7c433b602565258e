// npm run backup [-- --out DIR]: one archive with the database and every uploaded file, taken while the site runs.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { env } from '../src/lib/env'
import { createBackup } from '../src/ops/backup/backup'
import { describeRows } from '../src/ops/backup/contentTables'
import { reportAndExit, sizeOf } from './lib/opsOutput'

await reportAndExit(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const e = env()
  const result = await createBackup(e, path.resolve(values.out ?? e.BACKUP_DIR))
  const { database, storage } = result.manifest
  console.log(`Backup written: ${result.file}`)
  console.log(`  ${sizeOf(result.bytes)} in ${(result.ms / 1000).toFixed(1)} s`)
  console.log(`  ${database.kind} database: ${describeRows(database.rows)}`)
  console.log(
    `  ${storage.files} uploaded files (${sizeOf(storage.bytes)}) from ` +
      `${storage.source === 'bucket' ? `bucket ${e.s3?.bucket}` : e.mediaDir}`,
  )
})
