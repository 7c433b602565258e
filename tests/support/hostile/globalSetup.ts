import { resetTally } from './tally'

export default function globalSetup() {
  resetTally()
}
