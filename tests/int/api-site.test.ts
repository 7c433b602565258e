import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/int/payload'
import * as notifications from '@/app/(site)/api/notifications-read/route'
import * as description from '@/app/(site)/api/get-website-description/route'
import * as values from '@/app/(site)/api/get-values/route'
import * as valueDescription from '@/app/(site)/api/get-value-description/route'
import * as social from '@/app/(site)/api/get-social-data/route'
import * as slider from '@/app/(site)/api/frontend-slider/route'
import * as materials from '@/app/(site)/api/get-download-materials/route'
import * as banner from '@/app/(site)/api/get-banner/route'
import * as contactPage from '@/app/(site)/api/get-contact-page/route'
import * as settings from '@/app/(site)/api/get-site-settings/route'
import * as departmentIntro from '@/app/(site)/api/get-department-introduction/route'
import * as ieltsOptions from '@/app/(site)/api/get-ielts-options/route'
import * as courseStructure from '@/app/(site)/api/get-ielts-course-structure/route'

type Handler = () => Response | Promise<Response>
const get = async (handler: Handler) => {
  const res = await handler()
  expect(res.status).toBe(200)
  return res.json()
}

beforeAll(async () => {
  await testPayload()
})

describe('home and about endpoints', () => {
  it('notifications-read: a list whose first item has visibility, message, buttonText, url', async () => {
    const body = await get(notifications.GET)
    expect(body[0]).toMatchObject({
      visibility: 'show',
      message: expect.stringContaining('2027'),
      buttonText: 'Register now',
      url: '/contact-us',
    })
  })

  it('get-website-description: the four HTML texts', async () => {
    const body = await get(description.GET)
    expect(Object.keys(body).sort()).toEqual(['lyceum_assessment', 'lyceum_education_group', 'mission', 'vision'])
    expect(body.mission).toBe('<p>To become the market leader in the administration of assessments in the region.</p>')
    expect(body.vision).toMatch(/^<p>To provide the expertise/)
  })

  it('get-values: six values with name, icon path and colour', async () => {
    const body = await get(values.GET)
    expect(body).toHaveLength(6)
    for (const v of body) {
      expect(v.icon).toMatch(/^\/api\/media\/file\/value-.+\.png$/)
      expect(v.bg_color).toMatch(/^#[0-9A-Fa-f]{6}$/)
    }
  })

  it('get-value-description: the values intro', async () => {
    expect((await get(valueDescription.GET)).description).toMatch(/values/i)
  })

  it('get-social-data: the four social links', async () => {
    const body = await get(social.GET)
    expect(Object.keys(body).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'youtube'])
    expect(body.facebook).toMatch(/^https:\/\//)
  })

  it('frontend-slider: three slides with id and image path', async () => {
    const body = await get(slider.GET)
    expect(body).toHaveLength(3)
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      image: expect.stringMatching(/^\/api\/media\/file\/home-slide-1\.jpg$/),
    })
  })

  it('get-download-materials: home files in at least two categories', async () => {
    const body = await get(materials.GET)
    expect(body.downloads.length).toBeGreaterThanOrEqual(4)
    expect(body.downloadCats.length).toBeGreaterThanOrEqual(2)
  })

  it('get-banner: banner_text and banner_link', async () => {
    const body = await get(banner.GET)
    expect(body).toEqual({ banner_text: expect.stringContaining('2027'), banner_link: '/contact-us' })
  })
})

describe('page and settings endpoints', () => {
  it('get-contact-page: headline, description and the three departments', async () => {
    const body = await get(contactPage.GET)
    expect(body.headline).toBeTruthy()
    expect(body.departments.map((d: { name: string }) => d.name)).toEqual([
      'Pearson Edexcel Exams',
      'Festival of Arts',
      'IELTS | PTE Classes',
    ])
    // Which forms a department receives is for the notification e-mails, not the public JSON.
    expect(Object.keys(body.departments[0]).sort()).toEqual(['email', 'key', 'name', 'phone', 'whatsapp'])
    // WhatsApp as typed, empty for a department without one (docs/api.md).
    expect(body.departments.map((d: { whatsapp: string }) => d.whatsapp)).toEqual([
      '+94 70 000 0002',
      '',
      '+94 70 000 0004',
    ])
  })

  it('get-site-settings: company, two labelled phone lines, four sister sites, copyright 2023', async () => {
    const body = await get(settings.GET)
    expect(body.company_name).toBe('Lyceum Assessments')
    // The public API's shape (docs/api.md): a list, the Pearson line first.
    expect(body.phones).toEqual([
      { label: 'Pearson student service', number: expect.any(String) },
      { label: 'Festival of Arts & IELTS/PTE', number: expect.any(String) },
    ])
    expect(body.sister_sites).toHaveLength(4)
    expect(body.copyright_year).toBe(2023)
    expect(body.group_units).toHaveLength(4)
    const placements = body.group_units.find((u: { name: string }) => /Placements/.test(u.name))
    for (const country of ['Australia', 'Malaysia', 'UK', 'Canada', 'Ireland', 'New Zealand', 'USA'])
      expect(placements.text).toContain(country)
    const campus = body.group_units.find((u: { name: string }) => /Campus/.test(u.name))
    expect(campus.text).toMatch(/2022/)
    expect(campus.text).toMatch(/over 20/)
    const academy = body.group_units.find((u: { name: string }) => /Academy/.test(u.name))
    expect(academy.links.map((l: { label: string }) => l.label)).toEqual(['Facebook', 'Instagram'])
  })

  it('get-department-introduction: title and sanitised content', async () => {
    const body = await get(departmentIntro.GET)
    expect(body.title).toBe('Our Departments')
    expect(body.content).toContain('<ul>')
  })

  it('get-ielts-options: the enquiry choice lists, exactly', async () => {
    const body = await get(ieltsOptions.GET)
    const values = (list: { value: string }[]) => list.map((c) => c.value)
    expect(values(body.destinations)).toEqual([
      'dubai',
      'europe',
      'malaysia',
      'singapore',
      'newzealand',
      'canada',
      'uk',
      'australia',
    ])
    // Counted from the day of seeding (tests/int/seed-intakes.test.ts checks they lie ahead of it).
    expect(values(body.intakes)).toHaveLength(9)
    expect(values(body.intakes).at(-1)).toBe('other')
    for (const value of values(body.intakes).slice(0, -1)) expect(value).toMatch(/^(feb|may|july|sep)20\d\d$/)
    expect(values(body.locations)).toEqual(['nugegoda', 'wattala', 'panadura', 'ratnapura', 'kurunegala'])
  })

  it('get-ielts-course-structure: every value of the IELTS course table', async () => {
    const body = await get(courseStructure.GET)
    expect(body.columns).toEqual({ group: 'Group', individual: 'Individual', crash: 'Crash' })
    const row = (feature: string) => body.rows.find((r: { feature: string }) => r.feature === feature)
    expect(row('Price (LKR)')).toMatchObject({ group: '20,000', individual: '32,000', crash: '16,000' })
    expect(row('Sessions')).toMatchObject({ group: '10', individual: '5', crash: '3' })
    expect(row('Students per class')).toMatchObject({ group: '5-10', individual: '1', crash: '1' })
    expect(row('Intake')).toMatchObject({
      group: 'Nov / Feb / Jun',
      individual: 'when required',
      crash: 'when required',
    })
    expect(row('Exam type')).toMatchObject({
      group: 'Academic',
      individual: 'Academic or General',
      crash: 'Academic or General',
    })
    expect(body.rows).toHaveLength(9)
  })
})
