// @ts-check
// How the two threads (index.mjs, front.mjs) talk: messages naming a handler of the other side. A call
// waits for the handler's answer (a failed handler rejects it); a notice does not.

/**
 * @typedef {{ postMessage(message: unknown): void, on(event: 'message', listener: (message: any) => void): unknown }}
 *   Port
 * @typedef {Record<string, (...args: any[]) => unknown>} Handlers
 * @typedef {{ id?: number, name?: string, args?: unknown[], answer?: number, value?: unknown, error?: string }} Message
 */

/** @param {Port} port the Worker, or parentPort in it @param {Handlers} handlers what the other side may call */
export function createThreadChannel(port, handlers) {
  let lastId = 0
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const waiting = new Map()
  port.on('message', async (/** @type {Message} */ message) => {
    if (message.answer !== undefined) {
      const call = waiting.get(message.answer)
      waiting.delete(message.answer)
      if (message.error !== undefined) call?.reject(new Error(message.error))
      else call?.resolve(message.value)
      return
    }
    const handler = handlers[String(message.name)]
    if (message.id === undefined) return void handler?.(...(message.args ?? []))
    try {
      if (!handler) throw new Error(`No handler named ${message.name}`)
      port.postMessage({ answer: message.id, value: await handler(...(message.args ?? [])) })
    } catch (error) {
      port.postMessage({ answer: message.id, error: error instanceof Error ? error.message : String(error) })
    }
  })
  return {
    /** @param {string} name @param {...unknown} args @returns {Promise<any>} */
    call(name, ...args) {
      const id = ++lastId
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        port.postMessage({ id, name, args })
      })
    },
    /** @param {string} name @param {...unknown} args */
    notify(name, ...args) {
      port.postMessage({ name, args })
    },
  }
}
