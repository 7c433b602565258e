'use client'
import { DefaultEditView } from '@payloadcms/ui'
import type { ComponentProps } from 'react'
import { PasswordCheckedSave } from './PasswordCheckedSave'

// What Payload's own account view passes its edit view: nothing (the document comes from its providers).
const asPayloadDoes = {} as ComponentProps<typeof DefaultEditView>

// The account page as Payload draws it, with the Save that checks a new password first (the account
// view takes no collection buttons of its own).
export function AccountEditView() {
  return <DefaultEditView {...asPayloadDoes} SaveButton={<PasswordCheckedSave />} />
}
