import { afterEach, describe, expect, it } from 'vitest'
import { env, resetEnvForTests } from '@/lib/env'
import { checkoutHash, formatAmount, notificationSignature, sameSignature } from '@/entries/payhere/signature'

// Vectors computed independently (Python hashlib) from PayHere's published formulas.
const merchant = { merchantId: '1211149', merchantSecret: 'MzI1NzA0NDQ2MTE0OTk3NjU1OTYyMzQwNzc3NTIzMzM4NzY0MzQ2' }
const order = { merchant_id: '1211149', order_id: 'ItemNo12345' }
const notification = { ...order, payhere_amount: '1000.00', payhere_currency: 'LKR' }

describe('PayHere signatures', () => {
  it('formats amounts with two decimals and no separators', () => {
    const amounts = [1000, 12500.5, 0.1 + 0.2, 99.999, 0]
    expect(amounts.map(formatAmount)).toEqual(['1000.00', '12500.50', '0.30', '100.00', '0.00'])
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError)
    expect(() => formatAmount(-1)).toThrow(RangeError)
  })

  it('signs the checkout post as PayHere checks it', () => {
    expect(checkoutHash(merchant, 'ItemNo12345', 1000, 'LKR')).toBe('787F6C989F6CEC3EA673BBEBFA30C983')
    expect(checkoutHash(merchant, 'LA-MJ27-00042-1', 12500.5, 'LKR')).toBe('7DB51B236923D954A0824EDF72C23E2C')
  })

  it("computes a notification's md5sig per status code", () => {
    const secret = merchant.merchantSecret
    const paid = { ...notification, status_code: '2' }
    expect(notificationSignature(secret, paid)).toBe('6499584884EEF994640DD2C3334A0E42')
    const cancelled = { ...notification, status_code: '-1' }
    expect(notificationSignature(secret, cancelled)).toBe('3AB982E377C7D38FA60FD3E32D9C512D')
    expect(notificationSignature('another secret', paid)).not.toBe('6499584884EEF994640DD2C3334A0E42')
  })

  it('compares signatures whatever their case and length, refusing any difference', () => {
    const good = '6499584884EEF994640DD2C3334A0E42'
    expect(sameSignature(good, good)).toBe(true)
    expect(sameSignature(good.toLowerCase(), good)).toBe(true)
    expect(sameSignature(good.slice(0, -1) + '3', good)).toBe(false)
    expect(sameSignature('', good)).toBe(false)
    expect(sameSignature(good + '0', good)).toBe(false)
  })
})

describe('PayHere settings', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
    resetEnvForTests()
  })
  const none = {
    PAYHERE_MERCHANT_ID: undefined,
    PAYHERE_MERCHANT_SECRET: undefined,
    PAYHERE_MODE: undefined,
    PAYHERE_CHECKOUT_URL: undefined,
  }
  const production = {
    NODE_ENV: 'production',
    LYCEUM_TRIAL: undefined,
    NEXT_PHASE: undefined,
    PAYLOAD_SECRET: 'x',
    DATABASE_URL: 'file:/tmp/x.db',
  }
  const withEnv = (vars: Record<string, string | undefined>) => {
    process.env = { ...saved, ...none, ...vars }
    resetEnvForTests()
    return env()
  }

  it('none set: card payment is not offered, in production too', () => {
    expect(withEnv({}).payhere).toBeUndefined()
    expect(withEnv(production).payhere).toBeUndefined()
  })

  it('a production start with half the settings refuses, naming what is missing', () => {
    const idOnly = { ...production, PAYHERE_MERCHANT_ID: '1211149' }
    expect(() => withEnv(idOnly)).toThrow(/PAYHERE_MERCHANT_SECRET, PAYHERE_MODE: required/)
    const noId = { ...production, PAYHERE_MERCHANT_SECRET: 's', PAYHERE_MODE: 'live' }
    expect(() => withEnv(noId)).toThrow(/PAYHERE_MERCHANT_ID: required/)
    const local = { ...production, PAYHERE_MERCHANT_ID: '1211149', PAYHERE_MERCHANT_SECRET: 's', PAYHERE_MODE: 'local' }
    expect(() => withEnv(local)).toThrow(/PAYHERE_CHECKOUT_URL: required/)
  })

  it('refuses a mode or merchant id that cannot be right', () => {
    expect(() => withEnv({ PAYHERE_MODE: 'production' })).toThrow(/PAYHERE_MODE: must be sandbox, live or local/)
    expect(() => withEnv({ PAYHERE_MERCHANT_ID: 'merchant-1' })).toThrow(/PAYHERE_MERCHANT_ID: must be the merchant id/)
  })

  it('chooses the checkout address by mode; outside production the sandbox is assumed', () => {
    const merchantVars = { PAYHERE_MERCHANT_ID: '1211149', PAYHERE_MERCHANT_SECRET: 'secret' }
    expect(withEnv(merchantVars).payhere).toEqual({
      ...merchant,
      merchantSecret: 'secret',
      mode: 'sandbox',
      checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout',
    })
    expect(withEnv({ ...production, ...merchantVars, PAYHERE_MODE: 'live' }).payhere?.checkoutUrl).toBe(
      'https://www.payhere.lk/pay/checkout',
    )
    const local = withEnv({ ...merchantVars, PAYHERE_MODE: 'local', PAYHERE_CHECKOUT_URL: 'http://127.0.0.1:4560/' })
    expect(local.payhere?.checkoutUrl).toBe('http://127.0.0.1:4560/pay/checkout')
    // Half set outside production: no card payment rather than a broken one.
    expect(withEnv({ PAYHERE_MERCHANT_ID: '1211149' }).payhere).toBeUndefined()
  })
})
