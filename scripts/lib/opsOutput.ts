import { BackupRefused } from '../../src/ops/backup/refused'

// The AWS SDK's own switch for its multi-line notice about Node 20 (docs/deploy.md, "Node.js"), as the server sets it:
// a nightly backup's cron mail carries the backup's lines only.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

export const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`

/** Runs a command: exit 0 when done, 1 with the message alone for a refusal, 1 with the stack for anything else. */
export async function reportAndExit(work: () => Promise<void>): Promise<never> {
  try {
    await work()
    process.exit(0)
  } catch (e) {
    console.error(
      e instanceof BackupRefused || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
        ? `${(e as Error).message}`
        : e,
    )
    process.exit(1)
  }
}
