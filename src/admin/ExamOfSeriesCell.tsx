'use client'
import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

// The exam series list's Exam column: IELTS series have no exam document, so say "IELTS" there.
export function ExamOfSeriesCell(props: DefaultCellComponentProps) {
  if ((props.rowData as { test?: string }).test === 'ielts') return <span>IELTS</span>
  return <DefaultCell {...props} />
}
