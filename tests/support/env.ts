/**
 * An environment of only these settings for a child process, as a fresh shell would give it (the
 * ProcessEnv type, widened by Next.js, insists on NODE_ENV: a trial start has none).
 */
export const onlyEnv = (vars: Record<string, string | undefined>): NodeJS.ProcessEnv =>
  vars as unknown as NodeJS.ProcessEnv
