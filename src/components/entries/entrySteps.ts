import type { Entry } from '@/payload-types'
import type { Step } from './EntrySteps'

type Status = Entry['status']

const ORDER: Status[] = ['awaiting-payment', 'slip-to-check', 'paid', 'entered']

/** The three steps an entry passes (received, paid, entered with the board or the class), for its status. */
export function stepsOf(status: Status, kind: Entry['kind']): Step[] {
  const at = ORDER.indexOf(status)
  const state = (reached: number, current: number) =>
    (at >= reached ? 'done' : at >= current ? 'current' : 'waiting') as Step['state']
  return [
    { label: 'Entry received', note: 'Stored with its reference; the confirmation is in your e-mail.', state: 'done' },
    {
      label: 'Paid',
      note:
        status === 'slip-to-check'
          ? 'Your bank slip is with us: we check it within one working day.'
          : at >= 2
            ? 'Payment confirmed.'
            : 'Waiting for your payment.',
      state: state(2, 0),
    },
    kind === 'exam'
      ? {
          label: 'Entered with the board',
          note: 'We enter the candidate with Pearson and e-mail you.',
          state: state(3, 2),
        }
      : {
          label: 'Seat confirmed',
          note: 'Your seat is confirmed; we e-mail you the joining details.',
          state: state(3, 2),
        },
  ]
}

/** The one line under the reference: what the family should do or expect now. */
export function statusHeadline(status: Status): string {
  switch (status) {
    case 'awaiting-payment':
      return 'Your entry is saved. Pay to complete it.'
    case 'slip-to-check':
      return 'Thank you: we are checking your bank slip.'
    case 'paid':
      return 'Paid. Thank you!'
    case 'entered':
      return 'All done: the entry is with the board.'
    case 'waiting-list':
      return 'You are on the waiting list.'
    case 'cancelled':
      return 'This entry was cancelled.'
    case 'refunded':
      return 'This entry was refunded.'
  }
}
