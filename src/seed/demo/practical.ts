import type { SeedContext } from '../context'
import { seedWriteContext } from '../context'
import { slugify } from '@/lib/slugify'
import { demoContacts } from './globals'

// Practical information of the demo (src/collections/PracticalGuides.ts): venues written once, four
// guides shared by the exams alike (Pearson Edexcel, PTE Academic, the young learners' and English
// certificates, IELTS), per-exam differences as overrides. Addresses and numbers are obviously fake.
// Results days are not repeated here: they are in each series (./examSeries.ts), shown above.

const venues = {
  colombo: {
    name: 'Lyceum Assessments, Colombo 03',
    address: 'No. 00, Example Mawatha, Colombo 03, Sri Lanka',
    mapLink: 'https://www.openstreetmap.org/?mlat=6.9000&mlon=79.8530#map=17/6.9000/79.8530',
    directions:
      'Off Galle Road, five minutes from the Kollupitiya railway station. Buses 100 and 101 stop at the corner. ' +
      'Parents drop off at the gate; there is no parking inside on exam days.',
  },
  kandy: {
    name: 'Lyceum Hall, Kandy',
    address: 'No. 00, Example Road, Kandy 20000, Sri Lanka',
    mapLink: 'https://www.openstreetmap.org/?mlat=7.2900&mlon=80.6340#map=17/7.2900/80.6340',
    directions: 'Ten minutes’ walk from the Kandy clock tower and the Goods Shed bus stand.',
  },
  computerCentre: {
    name: 'Lyceum Computer Test Centre, Colombo 03',
    address: 'Level 2, No. 00, Example Mawatha, Colombo 03, Sri Lanka',
    mapLink: 'https://www.openstreetmap.org/?mlat=6.9000&mlon=79.8530#map=17/6.9000/79.8530',
    directions: 'The same building as our office: take the lift to level 2 and sign in at the test desk.',
  },
}

const noPhones =
  'Mobile phones, smart watches and any device that can store or send information (switched off, in the bag store)'
const pearsonDay = {
  arrival: '30 minutes before the first paper of the session (8:30 for a 9:00 start, 13:00 for a 13:30 start).',
  identity:
    'Passport, or\nNational identity card (NIC), or\nSchool identity card with a photo, for candidates under 16',
  bring:
    'Your statement of entry with your candidate number\nBlack ' +
    'pens, pencils, ruler and eraser in a clear pencil case\n' +
    'A calculator without a cover, for papers that allow one\nA clear bottle of water, without a label',
  notAllowed: `${noPhones}\nNotes, books and revision cards\nFood in the exam room`,
}

const guides = [
  {
    name: 'Pearson Edexcel qualifications',
    exams: ['International GCSE (IG) Examinations', 'IAS/IAL Examinations', 'Pearson BTEC International'],
    venues: ['colombo', 'kandy'] as const,
    examDay: pearsonDay,
    results: {
      release: 'On the results day shown under “Upcoming dates and fees”, from 10:00 Colombo time.',
      collection:
        'Statements of results are e-mailed to the address on your entry ' +
        'and can be collected at the office from noon on results day.',
      certificates:
        'Certificates reach us about three months after results; ' +
        'we e-mail you when yours can be collected at the office.',
    },
    postResults: {
      intro:
        `Ask within the deadline below; send your request to ${demoContacts.pearson.email}. ` +
        'Fees are per paper or unit and refunded if your grade goes up.',
      services: [
        { name: 'Clerical re-check', fee: 8500, deadline: 'Within 20 days of results day' },
        { name: 'Review of marking', fee: 21000, deadline: 'Within 20 days of results day' },
        { name: 'Copy of your marked script', fee: 6500, deadline: 'Within 20 days of results day' },
        {
          name: 'Priority review (university place depends on it)',
          fee: 27500,
          deadline: 'Within 10 days of results day',
        },
      ],
    },
    policies: {
      refund:
        'Full refund, less a LKR 2,500 handling fee, until the ' +
        'standard entry deadline. After it, fees are not refunded.',
      transfer:
        'An entry can move to the next series until the standard entry deadline, for LKR 3,000 per subject or unit.',
      withdrawal:
        'Withdraw in writing at any time. Fees are refunded only ' +
        'on a medical certificate sent within 7 days of the paper.',
    },
    overrides: [
      {
        exam: 'Pearson BTEC International',
        release: 'Units are assessed through the year; results are released by Pearson when your centre claims them.',
        note: 'BTEC units are assessed in class through the year; the external tests are sat at our Colombo centre.',
        venues: ['colombo'] as const,
      },
    ],
  },
  {
    name: 'PTE Academic',
    exams: ['PTE (Pearson Test of English)'],
    venues: ['computerCentre'] as const,
    examDay: {
      arrival: '30 minutes before your booked time, for the palm-vein scan, photo and signature.',
      identity: 'Your valid passport: the only document accepted, with the name exactly as booked',
      bring: 'Only your passport; everything else goes into a locker',
      notAllowed: `${noPhones}\nWatches of any kind\nPaper, pens and food (an erasable noteboard is given)`,
    },
    results: {
      release: 'Usually within 48 hours of the test, by e-mail from Pearson.',
      collection:
        'Log in to your Pearson account to see your score report and send it to universities and visa offices.',
      certificates: 'The score report is electronic; there is no paper certificate.',
    },
    postResults: {
      intro: 'Ask within 14 days of your results through your Pearson account.',
      services: [
        { name: 'Rescore (speaking and writing)', fee: 19500, deadline: 'Within 14 days of results' },
        { name: 'Sending scores to more institutions', fee: 0, deadline: 'Any time, through your account' },
      ],
    },
    policies: {
      refund: 'Cancel more than 14 days before the test for a 50% refund; within 14 days there is no refund.',
      transfer:
        'Move your test to another date more than 14 days before it for LKR 8,500; within 14 days you must book again.',
      withdrawal:
        'A test you miss is not refunded. Bring a medical certificate ' +
        'within 5 days to ask for a rebooking at half the fee.',
    },
    overrides: [],
  },
  {
    name: 'Pearson English certificates (young learners and International Certificate)',
    exams: ['International Certificate Young Learners (PTE YL)', 'Pearson English International Certificate'],
    venues: ['colombo', 'kandy'] as const,
    examDay: {
      arrival: '30 minutes before the start. A parent stays until the speaking test of the child is over.',
      identity: 'Passport, or\nBirth certificate with a recent photo signed by the school principal',
      bring: 'Pencils, an eraser and coloured pencils (young learners)\nBlack pens (International Certificate)',
      notAllowed: `${noPhones}\nDictionaries and notes`,
    },
    results: {
      release: 'About eight weeks after the test day.',
      collection:
        'We e-mail you when the results are in; certificates are collected at the office where the test was sat.',
      certificates: 'Certificates come with the results and have no expiry date.',
    },
    postResults: {
      intro: 'Ask for a check of your results in writing within 20 days of release.',
      services: [{ name: 'Clerical re-check', fee: 5500, deadline: 'Within 20 days of results' }],
    },
    policies: {
      refund: 'Full refund, less LKR 1,500, until the entry deadline; none after it.',
      transfer: 'One free move to the next test day until the entry deadline.',
      withdrawal: 'Withdraw in writing; no refund after the entry deadline unless on a medical certificate.',
    },
    overrides: [],
  },
  {
    name: 'IELTS',
    ielts: true,
    exams: [],
    venues: ['colombo', 'kandy'] as const,
    examDay: {
      arrival: '8:00 for the written tests (doors close at 8:45); your speaking time is in your confirmation e-mail.',
      identity: 'The same valid passport you booked with (a photocopy is not accepted)',
      bring:
        'Your passport\nPencils, an eraser and a sharpener ' +
        '(paper-based test)\nA clear bottle of water, without a label',
      notAllowed:
        `${noPhones}\nWatches, wallets and bags (lockers are provided)\n` + 'Anything written on your hands or arms',
    },
    results: {
      release: 'Computer-delivered test: 3 to 5 days after the test. Paper-based test: 13 days after the test.',
      collection:
        'Results show online on the release day; your Test Report ' +
        'Form is collected at the office or sent by registered post.',
      certificates: 'One Test Report Form; up to five more copies are sent to universities free of charge.',
    },
    postResults: {
      intro: 'An Enquiry on Results re-marks one or more skills; the fee is refunded if your band score goes up.',
      services: [
        { name: 'Enquiry on Results (re-mark)', fee: 32000, deadline: 'Within 6 weeks of the test date' },
        { name: 'One Skill Retake', fee: 42000, deadline: 'Within 60 days of the test date' },
        {
          name: 'Extra Test Report Form copies (more than five)',
          fee: 2500,
          deadline: 'Up to two years after the test',
        },
      ],
    },
    policies: {
      refund:
        'Cancel more than 5 weeks before the test: 75% refund. ' +
        'Within 5 weeks: no refund, except on a medical certificate.',
      transfer: 'Move your test date once, more than 5 weeks before it, for LKR 11,500 (to a date within 3 months).',
      withdrawal:
        'A missed test is not refunded. A medical certificate within 5 days of the test gives a refund less 25%.',
    },
    overrides: [],
  },
]

const hours = {
  rows: [
    { days: 'Monday to Friday', hours: '8:30 to 17:00' },
    { days: 'Saturday', hours: '8:30 to 13:00' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  note: 'Closed on public and Poya holidays. On exam days the Colombo office opens at 7:30 for candidates.',
}

export async function seedPracticalInfo({ payload, ensure, overwriteGlobals }: SeedContext): Promise<void> {
  const venueIds = new Map<string, number>()
  for (const [key, v] of Object.entries(venues))
    venueIds.set(key, await ensure('exam-venues', { name: { equals: v.name } }, v))
  const examIds = async (names: readonly string[]) => {
    const ids: number[] = []
    for (const name of names) {
      const { docs } = await payload.find({
        collection: 'exams',
        where: { slug: { equals: slugify(name) } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        draft: true,
      })
      if (docs[0]) ids.push(docs[0].id)
    }
    return ids
  }
  for (const g of guides) {
    const overrides = []
    for (const o of g.overrides) {
      const [exam] = await examIds([o.exam])
      if (exam) overrides.push({ exam, release: o.release, note: o.note, venues: o.venues.map((k) => venueIds.get(k)) })
    }
    await ensure(
      'practical-guides',
      { name: { equals: g.name } },
      {
        name: g.name,
        ielts: 'ielts' in g ? g.ielts : false,
        exams: await examIds(g.exams),
        venues: g.venues.map((k) => venueIds.get(k)),
        examDay: g.examDay,
        results: g.results,
        postResults: g.postResults,
        policies: g.policies,
        overrides,
      },
    )
  }
  const current = await payload.findGlobal({ slug: 'office-hours', depth: 0, overrideAccess: true })
  if (current.updatedAt && !overwriteGlobals) return
  await payload.updateGlobal({ slug: 'office-hours', data: hours, overrideAccess: true, context: seedWriteContext })
}
