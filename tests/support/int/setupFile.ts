import { afterAll } from 'vitest'
import { keepOutputBlocking } from './blockingOutput'

// In every test process: its start and its Payload may have made the shared output non-blocking.
keepOutputBlocking()
afterAll(keepOutputBlocking)
