import { APIError, type Payload, type TypedUser } from 'payload'
import { cancel, confirmBankPayment, giveSeat, markEntered, refund, rejectSlip } from '@/entries/changes'
import type { StaffAction } from './staffActions'

// The one place the admin calls src/entries/changes.ts (core's module): each change appends to the
// entry's history, queues its e-mail and is a no-op when already done.

export async function applyStaffAction(
  payload: Payload,
  action: StaffAction,
  target: { entry: number; payment?: number; reason?: string },
  user: TypedUser,
): Promise<void> {
  switch (action) {
    case 'confirm-payment':
      return void (await confirmBankPayment(payload, target.payment!, user))
    case 'reject-slip':
      return void (await rejectSlip(payload, target.payment!, user, target.reason))
    case 'give-seat': {
      const given = await giveSeat(payload, target.entry, user)
      if (given.full)
        throw new APIError(
          'Every seat of this intake is taken: cancel a booking or add seats to the intake first.',
          409,
        )
      return
    }
    case 'mark-entered':
      return void (await markEntered(payload, target.entry, user))
    case 'cancel':
      return void (await cancel(payload, target.entry, user, target.reason))
    case 'refund':
      return void (await refund(payload, target.entry, user, target.reason))
  }
}
