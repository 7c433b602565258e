import type React from 'react'

export function Card({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      className={
        'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80 ' +
        `transition-shadow duration-200 hover:shadow-lg ${className}`
      }
    >
      {children}
    </div>
  )
}
