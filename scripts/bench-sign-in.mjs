#!/usr/bin/env node
// npm run bench:sign-in -- [--url http://localhost:3000] [--tries 30] [--port 3201]
// Times POST /api/users/login for an unknown e-mail address, a wrong password and a locked account
// against the production server, and prints the three medians (ms): they must be alike, or the
// time would tell who is staff. Without --url it starts a production build on a throwaway database;
// with --url the server needs ADMIN_EMAIL / ADMIN_PASSWORD of an admin and RATE_LIMIT_SIGN_IN_POINTS raised.
import { arg, startBenchServer } from './lib/benchServer.mjs'

const tries = Number(arg('tries', 30))
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'bench-admin@example.lk',
  password: process.env.ADMIN_PASSWORD ?? 'bench-admin-password',
}
const server = await startBenchServer({
  port: Number(arg('port', 3201)),
  env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMIT_SIGN_IN_POINTS: '1000000' },
})

const post = (path, body, token) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(body),
  })
const signIn = (email, password) => post('/api/users/login', { email, password })
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

try {
  const login = await signIn(admin.email, admin.password)
  if (!login.ok) throw new Error(`The admin could not sign in (${login.status}): set ADMIN_EMAIL and ADMIN_PASSWORD.`)
  const { token } = await login.json()
  // Two staff accounts of the bench's own: one for wrong passwords, one locked by 10 of them.
  const stamp = Date.now()
  const wrong = { email: `bench-wrong-${stamp}@example.lk`, password: 'bench wrong-password account' }
  const locked = { email: `bench-locked-${stamp}@example.lk`, password: 'bench locked-account password' }
  for (const account of [wrong, locked]) {
    const made = await post('/api/users', { ...account, roles: ['editor'] }, token)
    if (!made.ok) throw new Error(`Could not create a bench account (${made.status}): ${await made.text()}`)
  }
  for (let i = 0; i < 10; i++) await signIn(locked.email, `not the password ${i}`)

  const times = { unknown: [], wrong: [], locked: [] }
  const timed = async (list, email, password) => {
    const start = performance.now()
    const res = await signIn(email, password)
    list.push(performance.now() - start)
    if (res.status !== 401) throw new Error(`Expected 401, got ${res.status} for ${email}`)
  }
  for (let i = 0; i < tries; i++) {
    await timed(times.unknown, `nobody-${stamp}-${i}@example.lk`, 'some long password')
    await timed(times.wrong, wrong.email, 'not the right password')
    await timed(times.locked, locked.email, 'not the right password')
    // A right password now and then resets the wrong-password account's count, so it never locks.
    if (i % 8 === 7) await signIn(wrong.email, wrong.password)
  }
  console.log(`POST /api/users/login, median of ${tries} tries (ms):`)
  for (const [kind, list] of Object.entries(times)) console.log(`  ${kind.padEnd(8)} ${median(list).toFixed(1)}`)
} finally {
  await server.stop()
}
