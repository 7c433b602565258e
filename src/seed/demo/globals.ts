import type { GlobalSlug } from 'payload'
import type { SeedContext } from '../context'
import { seedWriteContext } from '../context'
import { renderBanner } from '../assets/images'
import { doc, p, ul } from '../richText'
import { colomboDay } from '@/lib/colomboDay'
import { upcomingIntakes } from './intakes'
import { openPearsonSeries } from './examSeries'
import { slugify } from '@/lib/slugify'

// Obviously fake contact data, so demo content never sends a visitor's call or e-mail to a real line or inbox.
// One list for the settings' lines, the contact page's departments and the exam texts, so no page
// prints a number or address another page contradicts. The general line is Festival of Arts and IELTS/PTE's.
export const demoContacts = {
  email: 'info@example.lk',
  pearson: { phone: '+94 11 000 0000', email: 'pearson@example.lk', whatsapp: '+94 70 000 0002' },
  festival: { phone: '+94 11 000 0001', email: 'festival@example.lk' },
  ieltsPte: { phone: '+94 11 000 0001', email: 'ielts@example.lk', whatsapp: '+94 70 000 0004' },
}

async function seedGlobal(ctx: SeedContext, slug: GlobalSlug, data: Record<string, unknown>) {
  const current = await ctx.payload.findGlobal({ slug, depth: 0, overrideAccess: true })
  // Never overwrite what an editor has saved.
  if (current.updatedAt && !ctx.overwriteGlobals) return
  // Published: the pages read the published row (drafts are for editors' previews).
  await ctx.payload.updateGlobal({
    slug,
    data: { ...data, _status: 'published' } as never,
    overrideAccess: true,
    context: seedWriteContext,
  })
}

export async function seedGlobals(ctx: SeedContext): Promise<void> {
  const { upload } = ctx
  // The poster paints no button: the dialog's own "Register From Here" link is the one that works.
  // Its words, the home banner's and the announcement's come from the demo series (./examSeries.ts).
  const pearson = openPearsonSeries(colomboDay())
  const posterTitle = pearson.opensOn ? `Registrations for ${pearson.name}` : `Registrations open for ${pearson.name}`
  const posterLine = pearson.opensOn
    ? `Entries open on ${pearson.opensOn}`
    : pearson.late
      ? `Late entries until ${pearson.lastDay}`
      : `Register by ${pearson.lastDay}`
  const posterName = `popup-poster-${slugify(pearson.name)}.jpg`
  const poster = await upload(
    'media',
    posterName,
    () =>
      renderBanner({
        width: 800,
        height: 1000,
        title: posterTitle,
        kicker: 'Pearson Edexcel',
        subtitle: posterLine,
        theme: 'navy',
        variant: 1,
        name: posterName,
      }),
    { alt: `Pearson Edexcel: ${posterTitle}. ${posterLine}.` },
  )
  const unitImage = (
    slug: string,
    title: string,
    kicker: string,
    theme: 'navy' | 'teal' | 'coral' | 'amber',
    variant: number,
  ) =>
    upload(
      'media',
      `group-${slug}-card.jpg`,
      // The card prints the unit's name beside its picture: the art paints none.
      () =>
        renderBanner({
          width: 600,
          height: 350,
          title,
          kicker,
          textless: true,
          theme,
          variant,
          name: `group-${slug}-card.jpg`,
        }),
      { alt: `${kicker}: ${title}` },
    )

  await seedGlobal(ctx, 'site-settings', {
    companyName: 'Lyceum Assessments',
    parentCompanyName: 'Lyceum Education Group',
    footerDescription:
      'Lyceum Assessments (Pvt) Ltd was incorporated as a private limited company in Sri ' +
      'Lanka on 27 July 2021 and is a fully owned subsidiary of the Lyceum Education Group.',
    copyrightYear: 2023,
    pearsonPhone: { label: 'Pearson student service', number: demoContacts.pearson.phone },
    generalPhone: { label: 'Festival of Arts & IELTS/PTE', number: demoContacts.ieltsPte.phone },
    email: demoContacts.email,
    address: 'No. 00, Example Mawatha, Colombo 03, Sri Lanka',
    mapsLink: 'https://www.google.com/maps/search/?api=1&query=Colombo+03+Sri+Lanka',
    mapEmbedUrl: 'https://www.google.com/maps?q=Colombo%2003%20Sri%20Lanka&output=embed',
    website: 'https://www.example.lk',
    social: {
      facebook: 'https://www.facebook.com/example',
      instagram: 'https://www.instagram.com/example',
      linkedin: 'https://www.linkedin.com/company/example',
      youtube: 'https://www.youtube.com/@example',
    },
    sisterSites: [
      { name: 'Lyceum International Schools', url: 'https://schools.example.lk' },
      { name: 'Lyceum Campus', url: 'https://campus.example.lk' },
      { name: 'Lyceum Global Placements', url: 'https://placements.example.lk' },
      { name: 'Lyceum Academy', url: 'https://academy.example.lk' },
    ],
    homeBanner: {
      banner_text: pearson.opensOn
        ? `Pearson Edexcel ${pearson.name} entries open on ${pearson.opensOn}.`
        : `Pearson Edexcel ${pearson.name} registrations close on ${pearson.lastDay}. Secure your place today.`,
      banner_link: '/contact-us',
    },
    popup: { enabled: true, poster, registrationUrl: 'https://register.example.lk' },
    groupUnits: [
      {
        name: 'Lyceum International Schools',
        image: await unitImage('schools', 'Lyceum International Schools', 'Primary · Secondary', 'navy', 0),
        text:
          'A network of international schools across Sri Lanka preparing students ' +
          'for Pearson Edexcel qualifications from early years to A Level.',
        links: [{ label: 'Visit website', url: 'https://schools.example.lk' }],
      },
      {
        name: 'Lyceum Campus',
        image: await unitImage('campus', 'Lyceum Campus', 'Established 2022', 'teal', 1),
        text:
          'Established in 2022 with over 20 international partner universities and three ' +
          'faculties: Business (Management, Business Analytics, Commerce, Sports ' +
          'Management), Education (diplomas in Early Childhood Development, Primary School ' +
          'Teaching, English Language Teaching) and Computing (IT foundation programmes).',
        links: [{ label: 'Visit website', url: 'https://campus.example.lk' }],
      },
      {
        name: 'Lyceum Global Placements',
        image: await unitImage('placements', 'Lyceum Global Placements', 'University placements', 'amber', 2),
        text:
          'University placement advice for study in Australia, Malaysia, UK, ' +
          'Canada, Ireland, New Zealand and USA, from choosing a course to the visa.',
        links: [{ label: 'Visit website', url: 'https://placements.example.lk' }],
      },
      {
        name: 'Lyceum Academy',
        image: await unitImage('academy', 'Lyceum Academy', 'Sports · Arts · Skills', 'coral', 3),
        text: 'After-school programmes in sports, performing arts and life skills for children and teenagers.',
        links: [
          { label: 'Facebook', url: 'https://www.facebook.com/example' },
          { label: 'Instagram', url: 'https://www.instagram.com/example' },
        ],
      },
    ],
  })

  await seedGlobal(ctx, 'website-description', {
    aboutIntro:
      'We bring internationally recognised examinations and assessments ' +
      'to students, schools and professionals across Sri Lanka.',
    lyceum_assessment: doc(
      p(
        'Lyceum Assessments is an approved Pearson Edexcel centre that administers ' +
          'International GCSE, International AS and A Level, PTE and young learner ' +
          'examinations, runs IELTS and PTE preparation classes, hosts the annual Festival ' +
          'of Arts and inspects schools through its Centre for School Excellence.',
      ),
      p('Every year thousands of candidates sit their examinations with us in safe, well-run examination halls.'),
    ),
    lyceum_education_group: doc(
      p(
        'The Lyceum Education Group is one of Sri Lanka’s leading education providers, with international ' +
          'schools, a higher-education campus, a university placements consultancy and an academy.',
      ),
    ),
    mission: doc(p('To become the market leader in the administration of assessments in the region.')),
    vision: doc(
      p(
        'To provide the expertise to assess learning at different levels of ' +
          'education by making globally recognised awards and qualifications ' +
          'accessible and affordable while ensuring international quality standards.',
      ),
    ),
    valuesIntro: 'Six values guide how we run every examination, class and inspection.',
  })

  await seedGlobal(ctx, 'contact-page', {
    headline: 'We’d love to hear from you',
    description:
      'Questions about an examination, a class or the Festival of Arts? Write to the right ' +
      'department below or send us a message and we will reply within one working day.',
    departments: [
      { key: 'pearson', name: 'Pearson Edexcel Exams', ...demoContacts.pearson },
      { key: 'festival-of-arts', name: 'Festival of Arts', ...demoContacts.festival },
      {
        key: 'ielts-pte',
        name: 'IELTS | PTE Classes',
        ...demoContacts.ieltsPte,
        receives: ['ielts-enquiries', 'pte-enquiries'],
      },
    ],
  })

  await seedGlobal(ctx, 'department-introduction', {
    title: 'Our Departments',
    image: await upload(
      'media',
      'departments-art.jpg',
      () =>
        renderBanner({
          width: 1600,
          height: 700,
          title: 'Our Departments',
          kicker: 'Lyceum Assessments',
          // The page prints its title above the picture.
          textless: true,
          theme: 'teal',
          variant: 2,
          name: 'departments-art.jpg',
        }),
      { alt: 'Lyceum Assessments: Our Departments' },
    ),
    content: doc(
      p('Lyceum Assessments is organised in four departments, each with its own team:'),
      ul(
        'Pearson Edexcel Examinations: entries, timetables and results.',
        'IELTS and PTE Classes: preparation courses and test registration.',
        'Festival of Arts: the annual festival of speech, drama, music and art.',
        'Centre for School Excellence: independent school inspections.',
      ),
    ),
  })

  await seedGlobal(ctx, 'ielts-options', {
    destinations: choices(
      ['dubai', 'Dubai'],
      ['europe', 'Europe'],
      ['malaysia', 'Malaysia'],
      ['singapore', 'Singapore'],
      ['newzealand', 'New Zealand'],
      ['canada', 'Canada'],
      ['uk', 'United Kingdom'],
      ['australia', 'Australia'],
    ),
    // Staff keep the list current in the admin (IELTS & PTE → Enquiry form choices).
    intakes: upcomingIntakes(colomboDay()),
    locations: choices(
      ['nugegoda', 'Nugegoda'],
      ['wattala', 'Wattala'],
      ['panadura', 'Panadura'],
      ['ratnapura', 'Ratnapura'],
      ['kurunegala', 'Kurunegala'],
    ),
  })

  await seedGlobal(ctx, 'ielts-course-structure', {
    columns: { group: 'Group', individual: 'Individual', crash: 'Crash' },
    rows: ieltsCourseRows.map(([feature, group, individual, crash]) => ({ feature, group, individual, crash })),
  })
}

/** The IELTS Course Structure Chart as the spec gives it: feature, group, individual, crash. */
export const ieltsCourseRows: [string, string, string, string][] = [
  ['Price (LKR)', '20,000', '32,000', '16,000'],
  ['Sessions', '10', '5', '3'],
  ['Class length', '2 hrs each', '2 hrs each', '2 hrs each'],
  ['Students per class', '5-10', '1', '1'],
  ['Mode', 'online', 'online', 'online'],
  ['Intake', 'Nov / Feb / Jun', 'when required', 'when required'],
  ['Included', 'study pack and mock exam', 'study pack and mock exam', 'study pack and mock exam'],
  ['Recommended for', 'Students', 'Students and Adults', 'Students and Adults'],
  ['Exam type', 'Academic', 'Academic or General', 'Academic or General'],
]

const choices = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }))
