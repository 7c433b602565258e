import type { Metadata } from 'next'
import { payloadConfig } from '@/lib/payloadConfig'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { importMap } from '../importMap'

const config = payloadConfig()

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

export default function AdminPage({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap })
}
