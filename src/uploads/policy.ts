// The policy every uploaded file is served with, and the paths it applies to. Kept free of imports:
// src/proxy.ts, which sets every response's Content-Security-Policy, needs it too.

/** An uploaded file can never run as a page of this site: no scripts, no plugins, no same-origin access. */
export const UPLOADED_FILE_POLICY = "sandbox; default-src 'none'"

/** `/api/media/file/…` and `/api/downloads/file/…`: where Payload serves uploaded files. */
export const isUploadedFilePath = (pathname: string) => /^\/api\/(media|downloads)\/file\//.test(pathname)
