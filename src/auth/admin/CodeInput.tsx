'use client'
import React from 'react'

/**
 * The code field. `onEnter` submits it: on the account page it sits inside Payload's document form,
 * so Enter must not submit that form (and these screens use no nested <form>).
 */
export function CodeInput({
  value,
  onChange,
  label,
  onEnter,
}: {
  value: string
  onChange: (v: string) => void
  label: string
  onEnter?: () => void
}) {
  return (
    <div className="field-type text">
      <label className="field-label" htmlFor="two-factor-code">
        {label}
      </label>
      <input
        id="two-factor-code"
        name="code"
        type="text"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={20}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !onEnter) return
          e.preventDefault()
          onEnter()
        }}
      />
    </div>
  )
}
