// Loaded only on a preview answer (decision 031). Inside the admin's live preview, the frame follows the
// form: text marked with a field's name shows what staff type, unsaved; a save in the admin reloads the
// frame, so it shows the saved draft as the server renders it (the pages have no client-side React to
// merge the rest of the admin's unsaved values into).
import { preview } from './contract'
import { lexicalToNodes } from './lexicalDom'

// The admin answers our "ready" with one document event of its own, not a save: a frame that has just
// been opened skips an event that arrives this soon after it said ready. After a reload it skips none.
const OPENING_EVENT_MS = 1500

const parent = window.parent
const framedByAdmin = parent !== window && document.querySelector(preview.bar.selector) !== null
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
let skipOpeningEvent = navigation?.type !== 'reload'
let readyAt = 0

/** The form's unsaved values into the text that shows them (text only: nothing typed becomes markup). */
function showValues(values: unknown) {
  if (!values || typeof values !== 'object') return
  for (const element of document.querySelectorAll<HTMLElement>(preview.liveField.selector)) {
    const value = (values as Record<string, unknown>)[element.getAttribute(preview.liveField.name) ?? '']
    if (typeof value === 'string' && value.trim() !== '' && element.textContent !== value) element.textContent = value
  }
  for (const element of document.querySelectorAll<HTMLElement>(preview.liveRichText.selector)) {
    const nodes = lexicalToNodes(
      (values as Record<string, unknown>)[element.getAttribute(preview.liveRichText.name) ?? ''],
    )
    if (nodes) element.replaceChildren(...nodes)
  }
}

if (framedByAdmin) {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only our own admin, in the window that frames us.
    if (event.origin !== window.location.origin || event.source !== parent) return
    const data = event.data as { type?: unknown; data?: unknown } | null
    if (!data || typeof data !== 'object') return
    if (data.type === preview.valuesMessageType) return showValues(data.data)
    if (data.type !== preview.savedMessageType) return
    if (skipOpeningEvent) {
      skipOpeningEvent = false
      if (Date.now() - readyAt < OPENING_EVENT_MS) return
    }
    window.location.reload()
  })
  readyAt = Date.now()
  parent.postMessage(preview.readyMessage, window.location.origin)
}
