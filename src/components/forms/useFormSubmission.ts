'use client'

import { useRef, useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import { fieldErrors } from '@/forms/fieldErrors'
import { FAILURE_TITLE, SUCCESS_MESSAGE, SUCCESS_TITLE } from '@/forms/messages'
import type { DialogContent } from './ResultDialog'

type Options = {
  schema: z.ZodMiniType
  send: (form: HTMLFormElement, values: Record<string, string>) => Promise<Response>
  clearOnSuccess: boolean
  failureText: string
}

/**
 * The spec's form state machine with JavaScript: idle → sending (spinner) → success dialog (fields
 * cleared or kept) or failure dialog (fields kept). The zod schema the server uses gives instant,
 * accessible field errors first; the server's own field errors are shown the same way.
 */
export function useFormSubmission({ schema, send, clearOnSuccess, failureText }: Options) {
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string> | null>(null)
  const [dialog, setDialog] = useState<DialogContent | null>(null)
  const submitButton = useRef<HTMLButtonElement>(null)

  const showErrors = (form: HTMLFormElement, found: Record<string, string>) => {
    setErrors(found)
    const first = Array.from(form.elements).find((el) => el instanceof HTMLElement && 'name' in el && (el as HTMLInputElement).name in found)
    // After React has rendered the messages, so the field is announced with its error.
    requestAnimationFrame(() => (first as HTMLElement | undefined)?.focus())
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const values = Object.fromEntries([...new FormData(form).entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
    const parsed = z.safeParse(schema, values)
    if (!parsed.success) return showErrors(form, fieldErrors(parsed.error))
    setErrors({})
    setSending(true)
    try {
      const res = await send(form, values)
      if (res.ok) {
        if (clearOnSuccess) form.reset()
        setDialog({ title: SUCCESS_TITLE, text: SUCCESS_MESSAGE, tone: 'success' })
        return
      }
      const body = (await res.json().catch(() => null)) as { errors?: Record<string, string> } | null
      if (res.status === 400 && body?.errors) return showErrors(form, body.errors)
      setDialog({ title: FAILURE_TITLE, text: failureText, tone: 'failure' })
    } catch {
      setDialog({ title: FAILURE_TITLE, text: failureText, tone: 'failure' })
    } finally {
      setSending(false)
    }
  }

  const closeDialog = () => {
    setDialog(null)
    submitButton.current?.focus()
  }

  return { sending, errors, dialog, onSubmit, closeDialog, submitButton }
}
