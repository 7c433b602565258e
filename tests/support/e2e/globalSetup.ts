import type { FullConfig } from '@playwright/test'

// The specs start once each server's start-up warm-up is over (its pages, then the admin: /api/health's
// `warm`): they check the site, not its first seconds, which the cold walks in tests/hostile measure.
// A server still cold after two minutes is tested as it is.
export default async function globalSetup(config: FullConfig) {
  const urls = new Set(
    config.projects.map((project) => project.use.baseURL).filter((url): url is string => Boolean(url)),
  )
  for (const url of urls) {
    for (const until = Date.now() + 120_000; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
      const health = (await fetch(`${url}/api/health`)
        .then((res) => res.json())
        .catch(() => null)) as { warm?: boolean } | null
      if (health?.warm) break
    }
  }
}
