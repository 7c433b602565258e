/** Payload's session cookie (always HttpOnly): SameSite=Lax, and Secure whenever the site is served over https. */
export const sessionCookie = (serverUrl: string) => ({
  sameSite: 'Lax' as const,
  secure: serverUrl.startsWith('https://'),
})
