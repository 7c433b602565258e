import { MessageChannel } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { createThreadChannel } from '../../server/threadChannel.mjs'

// The two threads of the server talk over a MessagePort pair like this one (a Worker and its parentPort).
let close: (() => void) | undefined
afterEach(() => close?.())

function pair(
  main: Record<string, (...args: never[]) => unknown>,
  front: Record<string, (...args: never[]) => unknown>,
) {
  const { port1, port2 } = new MessageChannel()
  close = () => (port1.close(), port2.close())
  return { main: createThreadChannel(port1, main), front: createThreadChannel(port2, front) }
}

describe('createThreadChannel', () => {
  it("a call resolves with the other side's answer, sync or async", async () => {
    const { front } = pair(
      { takeReads: (id: string) => [`blogs:${id}`], loadRedirects: async () => [{ from: '/a' }] },
      {},
    )
    expect(await front.call('takeReads', '7')).toEqual(['blogs:7'])
    expect(await front.call('loadRedirects')).toEqual([{ from: '/a' }])
  })

  it('a failing handler, or none by that name, rejects the call with its message', async () => {
    const { front } = pair(
      {
        loadRedirects: async () => {
          throw new Error('database down')
        },
      },
      {},
    )
    await expect(front.call('loadRedirects')).rejects.toThrow('database down')
    await expect(front.call('nothing')).rejects.toThrow('No handler named nothing')
  })

  it('a notice reaches its handler with its arguments, and answers nothing', async () => {
    const purged: unknown[] = []
    const { main } = pair({}, { purge: (tags: string[], options: unknown) => void purged.push(tags, options) })
    main.notify('purge', ['blogs', 'blogs:1'], { rerender: false })
    await expect.poll(() => purged).toEqual([['blogs', 'blogs:1'], { rerender: false }])
  })
})
