// @ts-check
// The client's address, decided once at the front door (x-client-address, read by src/lib/clientAddress.ts).
// Only X-Forwarded-For entries the trusted proxies appended count: anything left of them is the client's.
import net from 'node:net'

/** Addresses seen lately, normalised: the same few arrive on every request. @type {Map<string, string | null>} */
const normalized = new Map()

/**
 * An address as one canonical string: IPv4-mapped IPv6 (::ffff:1.2.3.4) as IPv4, IPv6 lower-case
 * and compressed, a port (1.2.3.4:80, [::1]:80) dropped. Undefined when it is not an IP address.
 * @param {string | undefined} raw
 */
export function normalizeAddress(raw) {
  if (raw === undefined) return undefined
  const known = normalized.get(raw)
  if (known !== undefined) return known ?? undefined
  const value = normalizeOnce(raw)
  // Short strings only, and a bounded number: a garbage X-Forwarded-For entry must not fill memory.
  if (raw.length <= 64) {
    if (normalized.size >= 1000) normalized.clear()
    normalized.set(raw, value ?? null)
  }
  return value
}

/** @param {string} raw */
function normalizeOnce(raw) {
  let value = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  if (mapped) value = mapped[1]
  const kind = net.isIP(value)
  if (kind === 4) return value
  // The URL parser writes IPv6 in its one canonical (compressed, lower-case) form.
  if (kind === 6) return new URL(`http://[${value}]/`).hostname.slice(1, -1)
  return undefined
}

/**
 * With `trustProxy` 0 the socket's peer; with N, the Nth X-Forwarded-For entry from the right (or the
 * leftmost when there are fewer). A garbage entry counts as the socket.
 * @param {string | undefined} socketAddress @param {string | string[] | undefined} forwardedFor
 * @param {number} trustProxy
 */
export function clientAddressOf(socketAddress, forwardedFor, trustProxy) {
  const socket = normalizeAddress(socketAddress) ?? 'unknown'
  if (trustProxy === 0 || !forwardedFor) return socket
  // Several X-Forwarded-For headers are one list, in order (RFC 9110, 5.3).
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((hop) => hop.trim())
  while (hops.length && hops[hops.length - 1] === '') hops.pop()
  if (hops.length === 0) return socket
  const chosen = hops[Math.max(0, hops.length - trustProxy)]
  return normalizeAddress(chosen) ?? socket
}

/** A per-client limit's key: the address, an IPv6 one by its /64 (a home gets a whole /64). @param {string} address */
export function limitKeyOf(address) {
  if (net.isIP(address) !== 6) return address
  const expanded = expandIPv6(address)
  return expanded ? `${expanded.slice(0, 4).join(':')}::/64` : address
}

/** @param {string} address @returns {string[] | undefined} the eight groups, without leading zeros */
function expandIPv6(address) {
  const [head, tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail !== undefined && tail !== '' ? tail.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const last = right.length ? right : left
  if (last.length && last[last.length - 1].includes('.')) {
    const parts = last.pop()?.split('.').map(Number) ?? []
    last.push(((parts[0] << 8) | parts[1]).toString(16), ((parts[2] << 8) | parts[3]).toString(16))
  }
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined
  return [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    g.replace(/^0+(?=.)/, '').toLowerCase(),
  )
}
