'use client'
import type { DefaultCellComponentProps } from 'payload'
import { age, staffTime } from '@/lib/staffTime'

// The inbox list's cells (admin.components.Cell): what a person scanning for work needs to read.

/** The message's first line, cut to the column. */
export function FirstLineCell({ cellData }: DefaultCellComponentProps) {
  const text = typeof cellData === 'string' ? (cellData.split(/\r?\n/).find((line) => line.trim()) ?? '') : ''
  return <span className="inbox-cell__preview">{text.trim() || '(no message)'}</span>
}

/** Handled or not, in words. */
export function HandledCell({ cellData }: DefaultCellComponentProps) {
  return cellData ? (
    <span className="inbox-cell__state">Handled</span>
  ) : (
    <span className="inbox-cell__state inbox-cell__state--open">Not handled</span>
  )
}

/** How long it has waited ("2 days"), with the full Sri Lanka time on hover. */
export function AgeCell({ rowData }: DefaultCellComponentProps) {
  const created = (rowData as { createdAt?: string }).createdAt
  return (
    <time dateTime={created} title={staffTime(created)}>
      {age(created)}
    </time>
  )
}
