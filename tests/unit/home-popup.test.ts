import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HomePopup } from '@/components/home/HomePopup'

const popupLink = (registrationUrl: string) => {
  const html = renderToStaticMarkup(createElement(HomePopup, { poster: null, registrationUrl }))
  return html.match(/<a [^>]*>.*?<\/a>/)?.[0] ?? ''
}

describe('the popup’s registration link', () => {
  it('opens an outside portal in a new tab, and says so', () => {
    const link = popupLink('https://register.example.lk')
    expect(link).toContain('target="_blank"')
    expect(link).toContain('rel="noopener noreferrer"')
    expect(link).toContain('(opens in a new tab)')
  })

  it('opens an entry form of the site in place', () => {
    const link = popupLink('/enter/exam/16')
    expect(link).toContain('href="/enter/exam/16"')
    expect(link).not.toContain('target=')
    expect(link).not.toContain('new tab')
  })
})
