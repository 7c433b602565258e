import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresContents } from '@/ops/backup/postgres'
import { freshDatabase, postgresUrl } from '../support/postgres'

// A restore onto PostgreSQL refuses a database a site is using, but not one whose site has just stopped.

describe.skipIf(!postgresUrl)('a restore’s check for a running site (PostgreSQL)', () => {
  let target: Awaited<ReturnType<typeof freshDatabase>>
  const connected = async () => {
    const client = new pg.Client({ connectionString: target.url })
    await client.connect()
    return client
  }

  beforeAll(async () => {
    target = await freshDatabase('restore_check')
  })
  afterAll(async () => {
    await target?.drop()
  })

  it('waits for the connections of a site stopped a moment ago', async () => {
    const stopping = await connected()
    const ended = new Promise((resolve) => setTimeout(() => void stopping.end().then(resolve), 1000))
    await expect(postgresContents(target.url)).resolves.toBeDefined()
    await ended
  })

  it('refuses while another client stays connected, saying how many', async () => {
    const site = await connected()
    try {
      await expect(postgresContents(target.url)).rejects.toThrow(/is in use \(1 other connection: a running site\?\)/)
    } finally {
      await site.end()
    }
  })
})
