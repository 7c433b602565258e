// Loaded only on a preview answer (decision 031). Inside the admin's live preview, a save in the
// admin reloads this frame, so it shows the saved draft as the server renders it (the pages have no
// client-side React to merge the admin's unsaved field values into).
import { preview } from './contract'

// The admin answers our "ready" with one document event of its own, not a save: a frame that has just
// been opened skips an event that arrives this soon after it said ready. After a reload it skips none.
const OPENING_EVENT_MS = 1500

const parent = window.parent
const framedByAdmin = parent !== window && document.querySelector(preview.bar.selector) !== null
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
let skipOpeningEvent = navigation?.type !== 'reload'
let readyAt = 0

if (framedByAdmin) {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    // Only our own admin, in the window that frames us.
    if (event.origin !== window.location.origin || event.source !== parent) return
    const data = event.data as { type?: unknown } | null
    if (!data || typeof data !== 'object' || data.type !== preview.savedMessageType) return
    if (skipOpeningEvent) {
      skipOpeningEvent = false
      if (Date.now() - readyAt < OPENING_EVENT_MS) return
    }
    window.location.reload()
  })
  readyAt = Date.now()
  parent.postMessage(preview.readyMessage, window.location.origin)
}
