/* Payload's admin shell (the standard Payload 3 wiring; regenerate with `npm run generate:importmap`). */
import { payloadConfig } from '@/lib/payloadConfig'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type React from 'react'

import { importMap } from './admin/importMap.js'
import './custom.css'

const config = payloadConfig()

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap })
}

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
