import { describe, expect, it } from 'vitest'
import { visionMissionCards } from '@/components/home/visionMission'
import { shouldShowAnnouncement } from '@/components/layout/AnnouncementBar'
import { buildNavigation, isCurrent } from '@/components/layout/navigation'
import { GROUP_CAROUSEL_CENTER_PADDING_PX, HERO_AUTOPLAY_DELAY_MS } from '@/components/home/carouselConstants'

describe('visionMissionCards (the legacy swap)', () => {
  it('puts the mission field under Vision and the vision field under Mission', () => {
    expect(visionMissionCards({ mission: '<p>M</p>', vision: '<p>V</p>' })).toEqual([
      { title: 'Vision', html: '<p>M</p>' },
      { title: 'Mission', html: '<p>V</p>' },
    ])
  })
})

describe('shouldShowAnnouncement', () => {
  const n = { id: 1, visibility: 'show' as const, message: 'Hello', buttonText: '', url: '' }
  it('shows only a notification whose visibility is show', () => {
    expect(shouldShowAnnouncement(n)).toBe(true)
    expect(shouldShowAnnouncement({ ...n, visibility: 'hide' })).toBe(false)
    expect(shouldShowAnnouncement(undefined)).toBe(false)
    expect(shouldShowAnnouncement({ ...n, message: '  ' })).toBe(false)
  })
})

describe('navigation', () => {
  it('builds the site menu with drop-down entries linking by slug', () => {
    const nav = buildNavigation([{ name: 'IAS/IAL', slug: 'ias-ial-examinations' }], [])
    expect(nav.map((i) => i.label)).toEqual([
      'Home',
      'IELTS',
      'Pearson',
      'Festival of Arts',
      'Exam dates',
      'Blogs',
      'Gallery',
      'Contact',
    ])
    const pearson = nav[2]
    expect(pearson.kind === 'group' && pearson.links).toEqual([
      { label: 'IAS/IAL', href: '/examinations/pearson/ias-ial-examinations' },
    ])
  })

  it('marks Home only on /, and sections on their sub-pages', () => {
    expect(isCurrent('/', '/')).toBe(true)
    expect(isCurrent('/', '/blogs')).toBe(false)
    expect(isCurrent('/blogs', '/blogs')).toBe(true)
    expect(isCurrent('/blogs', '/blog/some-post')).toBe(true)
    expect(isCurrent('/gallery', '/gallery/x')).toBe(true)
    expect(isCurrent('/gallery', '/galleryx')).toBe(false)
  })
})

it('keeps the carousel constants', () => {
  expect(HERO_AUTOPLAY_DELAY_MS).toBe(5000)
  expect(GROUP_CAROUSEL_CENTER_PADDING_PX).toBe(200)
})
