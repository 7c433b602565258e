// npm run restore -- FILE [--force]: the archive's database and files into the configured ones (empty, or --force).
import { parseArgs } from 'node:util'
import { env } from '../src/lib/env'
import { restoreBackup } from '../src/ops/backup/restore'
import { describeRows } from '../src/ops/backup/contentTables'
import { BackupRefused } from '../src/ops/backup/refused'
import { reportAndExit } from './lib/opsOutput'

await reportAndExit(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  if (positionals.length !== 1)
    throw new BackupRefused('Usage: npm run restore -- FILE [--force]   (FILE: an archive written by npm run backup)')
  console.log('The site must be stopped during a restore (every instance); start it again afterwards.')
  const result = await restoreBackup(env(), positionals[0], { force: values.force })
  const { database, storage, createdAt, app } = result.manifest
  console.log(
    `Restored the backup of ${createdAt} (app ${app.version})${result.replaced ? ', replacing what was there' : ''}:`,
  )
  console.log(`  ${database.kind} database: ${describeRows(database.rows)}`)
  console.log(`  ${storage.files} uploaded files`)
  console.log(`  in ${(result.ms / 1000).toFixed(1)} s. Start the site: it applies any newer migrations as it starts.`)
})
