import fs from 'node:fs'
process.env.PAYLOAD_SECRET='x'; 
const pino = (await import('pino')).default
const log = pino()
log.info('hello')
console.log('stdout blocking?', process.stdout._handle?.fd, process.stdout.isTTY)
for (let i = 0; i < 2000; i++) process.stdout.write(`line ${i} ${'x'.repeat(100)}\n`)
process.exit(0)
