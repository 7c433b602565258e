// The admin's question to the server's password rule (src/auth/endpoints/passwordCheck.ts).

/** The rule's reason a password is refused; null when it is acceptable or the check could not be made. */
export async function passwordProblemFromServer(password: string): Promise<string | null> {
  try {
    const res = await fetch('/api/users/password-check', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    })
    if (!res.ok) return null
    const { problem } = (await res.json()) as { problem?: unknown }
    return typeof problem === 'string' ? problem : null
  } catch {
    // The save itself then meets the same rule on the server.
    return null
  }
}
