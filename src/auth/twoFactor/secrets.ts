import crypto from 'node:crypto'

// Two-factor secrets are stored encrypted (AES-256-GCM) with a key derived from PAYLOAD_SECRET, so a
// copy of the database alone does not give away anyone's codes. Rotating PAYLOAD_SECRET therefore
// means every staff member sets two-factor sign-in up again (docs/decisions/017).

const keys = new Map<string, Buffer>()

function keyFor(serverSecret: string): Buffer {
  let key = keys.get(serverSecret)
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'lyceum', 'two-factor secret', 32))
    keys.set(serverSecret, key)
  }
  return key
}

export function encryptSecret(plain: string, serverSecret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(serverSecret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  )
}

/** The secret, or null when it was encrypted under another PAYLOAD_SECRET or tampered with. */
export function decryptSecret(sealed: string, serverSecret: string): string | null {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !body) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(serverSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
