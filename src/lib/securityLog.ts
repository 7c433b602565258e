// The security event log lives with the server (it logs there too); the app uses it from here.
export { logSecurityEvent, securityEventCounts, type SecurityEvent } from '../../server/securityLog.mjs'
