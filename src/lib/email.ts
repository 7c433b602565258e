import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { env } from './env'

let transport: { key: string; transporter: Transporter } | undefined

/** One SMTP transport per configuration (tests change the SMTP port between cases). */
function smtpTransport(smtp: NonNullable<ReturnType<typeof env>['smtp']>): Transporter {
  const key = JSON.stringify(smtp)
  if (transport?.key !== key) {
    transport = {
      key,
      transporter: nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      }),
    }
  }
  return transport.transporter
}

/**
 * Payload's e-mail adapter over nodemailer. SMTP settings are read when a mail is sent; without
 * SMTP_HOST the mail is written to the server log instead (and the message is still stored).
 */
export const emailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'nodemailer-smtp',
  defaultFromAddress: env().smtp?.from ?? 'no-reply@example.lk',
  defaultFromName: 'Lyceum Assessments website',
  sendEmail: async (message: SendEmailOptions) => {
    const smtp = env().smtp
    if (!smtp) {
      payload.logger.info({
        msg: 'E-mail (SMTP_HOST not set, so logged instead of sent)',
        to: message.to,
        subject: message.subject,
        text: message.text,
      })
      return { logged: true }
    }
    return smtpTransport(smtp).sendMail({ from: smtp.from, ...message })
  },
})
