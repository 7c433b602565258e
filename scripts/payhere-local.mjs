#!/usr/bin/env node
// npm run payhere:local -- [--port 4560]
// A local PayHere gateway for a developer's machine (docs/entries.md, "The local gateway"). Uses the merchant id and
// secret of the site's environment (or test values), and prints the settings the site needs to send payments here.
import { startGateway } from './lib/payhereGateway.mjs'

const arg = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : fallback
}

const merchantId = process.env.PAYHERE_MERCHANT_ID || '1211149'
const merchantSecret = process.env.PAYHERE_MERCHANT_SECRET || 'local-gateway-secret'
const gateway = await startGateway({ port: Number(arg('port', '4560')), merchantId, merchantSecret })

console.log(`Local PayHere gateway on ${gateway.url} (no money moves). Start the site with:
  PAYHERE_MODE=local PAYHERE_CHECKOUT_URL=${gateway.url}
  PAYHERE_MERCHANT_ID=${merchantId} PAYHERE_MERCHANT_SECRET=${merchantSecret}
Control API (POST, JSON): /control/log, /control/hold {"hold":true}, /control/release,
  /control/replay {"times":2,"concurrent":true,"tamper":"amount|signature|merchant|currency"},
  /control/notify {"orderId":"…","status":"2|0|-1|-2|-3","delayMs":5000}, /control/reset`)

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => gateway.stop().then(() => process.exit(0)))
