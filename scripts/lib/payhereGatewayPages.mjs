// The local gateway's two pages: the checkout (Pay / Cancel / Fail) and a refusal saying why.

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (/** @type {unknown} */ value) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[/** @type {keyof typeof ENTITIES} */ (c)] ?? c)

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 0 0.75rem; background: #f4f5f7; color: #1d2330; }
  main { max-width: 26rem; margin: 1.5rem auto; padding: 1.25rem; background: #fff; border-radius: 12px;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  .banner { background: #fff4d6; border: 1px solid #e8c463; border-radius: 8px; padding: 0.5rem 0.75rem;
    font-size: 0.875rem; }
  h1 { font-size: 1.125rem; margin: 1rem 0 0.25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1rem 0; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.75rem; font-weight: 700; margin: 0.5rem 0 0; }
  form { margin: 0.5rem 0 0; } button { width: 100%; min-height: 3rem; font: inherit; font-weight: 600;
    border-radius: 8px; border: 1px solid #c5cad3; background: #fff; cursor: pointer; }
  button.pay { background: #1a7f37; color: #fff; border-color: #1a7f37; }
  .error { color: #a40e26; }`

const page = (/** @type {string} */ title, /** @type {string} */ body) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  `<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head>` +
  '<body><main><p class="banner">Local PayHere stand-in for development and tests: no money moves.</p>' +
  `${body}</main></body></html>`

// Shown as a person reads it (32,500.00); the form's own field keeps PayHere's plain format.
const shown = (/** @type {string} */ amount) =>
  Number(amount).toLocaleString('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** The checkout page of one session: what is paid, to whom, and the three outcomes as buttons. */
export function checkoutPage(/** @type {{ id: string, fields: Record<string, string> }} */ session) {
  const f = session.fields
  const button = (/** @type {string} */ action, /** @type {string} */ label, cls = '') =>
    `<form method="post" action="${escape(`/pay/${session.id}/${action}`)}">` +
    `<button class="${cls}" type="submit">${label}</button></form>`
  return page(
    'PayHere checkout (local)',
    `<h1>${escape(f.items)}</h1><p class="amount">${escape(f.currency)} ${escape(shown(f.amount))}</p>` +
      `<dl><dt>Order</dt><dd>${escape(f.order_id)}</dd>` +
      `<dt>Payer</dt><dd>${escape(`${f.first_name ?? ''} ${f.last_name ?? ''}`)}</dd>` +
      `<dt>E-mail</dt><dd>${escape(f.email)}</dd></dl>` +
      button('pay', 'Pay', 'pay') +
      button('cancel', 'Cancel') +
      button('fail', 'Fail the payment'),
  )
}

/** A refused checkout post: the reason, as a developer needs it. */
export function refusalPage(/** @type {string} */ reason) {
  return page('Checkout refused (local)', `<h1>Checkout refused</h1><p class="error">${escape(reason)}</p>`)
}
