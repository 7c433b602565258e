'use client'
import type { DefaultCellComponentProps } from 'payload'

/** The staff list's two-factor column in words. */
export function TwoFactorCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData ? 'On' : 'Off'}</span>
}
