'use client'
import type { DefaultCellComponentProps } from 'payload'
import { STATUS_WORDS } from './csvColumns'

// The Entries list's state column: the office's words, coloured by what needs doing.

export function EntryStatusCell({ cellData }: DefaultCellComponentProps) {
  const status = String(cellData ?? '') as keyof typeof STATUS_WORDS
  return (
    <span className="entry-cell__state" data-status={status}>
      {STATUS_WORDS[status] ?? status}
    </span>
  )
}
