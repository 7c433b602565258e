// The admin screens' calls to the two-factor endpoints (src/auth/endpoints/twoFactor.ts).

export type Answer<T> = { ok: true; data: T } | { ok: false; message: string }

export async function post<T>(path: string, body: Record<string, string> = {}): Promise<Answer<T>> {
  return answer<T>(
    await fetch(`/api/users${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
}

export async function get<T>(path: string): Promise<Answer<T>> {
  return answer<T>(await fetch(`/api/users${path}`, { credentials: 'same-origin' }))
}

async function answer<T>(res: Response): Promise<Answer<T>> {
  const json = (await res.json().catch(() => ({}))) as { errors?: { message?: string }[] }
  if (res.ok) return { ok: true, data: json as T }
  return { ok: false, message: json.errors?.[0]?.message ?? `The server answered ${res.status}; try again.` }
}

export type SetupAnswer = { secret: string; uri: string; qrCode: string }
export type EnableAnswer = { message: string; recoveryCodes: string[] }
export type StatusAnswer = {
  enabled: boolean
  required: boolean
  recoveryCodesLeft: number
  pending: 'code' | 'setup' | null
}

/** Only same-site admin paths: a redirect parameter never sends a staff member elsewhere. */
export function safeAdminPath(target: string | undefined): string {
  return target && target.startsWith('/admin') && !target.startsWith('//') ? target : '/admin'
}
