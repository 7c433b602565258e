/** A refusal with a message the operator can act on: the commands print it and exit 1, without a stack. */
export class BackupRefused extends Error {
  override name = 'BackupRefused'
}
