'use client'
import React from 'react'

export function CodeInput({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
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
      />
    </div>
  )
}
