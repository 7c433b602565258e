import { spawn } from 'node:child_process'

/** Runs `npm run backup|restore` (its tsx script) as an operator would, with these settings: code, output, time. */
export function runCommand(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string; ms: number }>((resolve) => {
    const started = Date.now()
    // Only the settings given here: not the test runner's database, bucket or mode.
    const settings = { ...process.env, NODE_ENV: 'development' as const, DATABASE_URL: '', S3_BUCKET: '', ...env }
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', `scripts/${command}.ts`, ...args], {
      env: settings,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    child.on('close', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started }))
  })
}
