import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The blocks of docs/deploy.md an operator copies, read as they are written
// (tests/e2e/deploy-docs.spec.ts runs them).

export const repo = fileURLToPath(new URL('../../../', import.meta.url))
export const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8')

/** The fenced blocks of one language in a Markdown file, without their fences or indentation. */
export function blocks(markdown: string, language: string): string[] {
  const found: string[] = []
  for (const [, indent, body] of markdown.matchAll(new RegExp(`^( *)\`\`\`${language}\\n([\\s\\S]*?)^\\1\`\`\``, 'gm')))
    found.push(
      body
        .split('\n')
        .map((line) => line.slice(indent.length))
        .join('\n'),
    )
  return found
}

/** The block whose first line names `file` (`# /etc/lyceum/lyceum.env`). */
export function blockFor(markdown: string, language: string, file: string): string {
  const block = blocks(markdown, language).find((b) => b.startsWith(`# ${file}\n`))
  if (!block) throw new Error(`docs: no ${language} block for ${file}`)
  return block
}

/** KEY=VALUE lines of an environment file, as systemd's EnvironmentFile= and `set -a; . file` read these. */
export function settingsOf(envFile: string): Record<string, string> {
  return Object.fromEntries(
    envFile
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

/** An nginx.conf around documented `http`-level blocks, with its files under `dir`. */
export function nginxConf(dir: string, httpBlocks: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${dir}/${t};`)
    .join('\n')
  return (
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log stderr error;\nevents { ` +
    `worker_connections 64; }\nhttp {\n  access_log off;\n${temp}\n${httpBlocks}\n}\n`
  )
}
