// The security event log is shared with the server (it logs there too); the app uses it from here.
export { logSecurityEvent, securityEventCounts, type SecurityEvent } from '../../server/shared.mjs'
