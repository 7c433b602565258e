import type { Field, GlobalConfig } from 'payload'
import { publishedGlobalAccess } from '@/access'
import { globalVersions } from './versions'

// The IELTS course page's words. IELTS_TEXT is what they say until staff first publish the page: the
// fields' defaults, and what a never-published global reads as (src/content/ieltsPage.ts).

export const IELTS_ICONS = [
  'users',
  'graduation-cap',
  'clipboard-check',
  'laptop',
  'book-open',
  'home',
  'briefcase',
  'award',
  'globe',
  'star',
] as const
export type IeltsIcon = (typeof IELTS_ICONS)[number]

type Card = { title: string; icon: IeltsIcon; text: string }
export type IeltsText = {
  tagline: string
  reasonsIntro: string
  /** `points`: a ticked list under the card, one item a line (none when empty). */
  reasons: (Card & { points: string })[]
  aboutIntro: string
  /** `emphasis`: words of `text` shown in bold. */
  recognition: { figure: string; text: string; emphasis: string }
  uses: Card[]
  coursesIntro: string
  testFeeNote: string
  enquiryIntro: string
}

export const IELTS_TEXT: IeltsText = {
  tagline:
    'Reach your target band score with expert trainers, a course format that fits your life and support right up ' +
    'to test day.',
  reasonsIntro: 'Everything you need to prepare with confidence, from your first class to your registration.',
  reasons: [
    {
      title: 'Flexible options',
      icon: 'users',
      text: 'Choose the format that fits your timetable and your target score.',
      points: 'Individual classes\nGroup classes\nCrash course',
    },
    {
      title: 'Expert trainers',
      icon: 'graduation-cap',
      text:
        'Experienced IELTS trainers who know the test inside out and teach the strategies behind every band ' +
        'score.',
      points: '',
    },
    {
      title: 'Personalised guidance',
      icon: 'clipboard-check',
      text:
        'Feedback on your speaking and writing, a study plan built around your goal, and exam registration ' +
        'assistance when you are ready to book.',
      points: '',
    },
    {
      title: 'Online classes',
      icon: 'laptop',
      text:
        'Every class is live online: join from anywhere in Sri Lanka, with your trainer, the study pack and a mock ' +
        'exam.',
      points: '',
    },
  ],
  aboutIntro:
    'IELTS, the International English Language Testing System, measures how well you listen, read, write and ' +
    'speak in English. It comes in two versions: Academic and General Training.',
  recognition: {
    figure: '11,000+',
    text: 'IELTS is recognised by over 11,000 organisations around the world.',
    emphasis: '11,000 organisations',
  },
  uses: [
    { title: 'Study abroad', icon: 'book-open', text: 'Universities and colleges ask for IELTS for admission.' },
    { title: 'Migration', icon: 'home', text: 'Immigration authorities use it for visas and residence.' },
    { title: 'Work overseas', icon: 'briefcase', text: 'Employers rely on it to confirm your English.' },
    {
      title: 'Professional licences',
      icon: 'award',
      text: 'Nursing, medical and other boards require it to register.',
    },
  ],
  coursesIntro:
    'Three ways to prepare. Compare the course fee, number of sessions, class size and what is included. The ' +
    'IELTS test fee is separate: see the test dates and test fees below.',
  testFeeNote:
    'The test fee pays for the IELTS test itself and is not part of our course fees above; you pay it when you ' +
    'book a test day.',
  enquiryIntro:
    'Tell us which course interests you, where you plan to study or work and when. Our IELTS team will reply ' +
    'within one working day.',
}

type Words = { [K in keyof IeltsText]: IeltsText[K] extends string ? K : never }[keyof IeltsText]

const text = (name: Words, label: string, description?: string): Field => ({
  name,
  label,
  type: 'textarea',
  required: true,
  defaultValue: IELTS_TEXT[name],
  ...(description ? { admin: { description } } : {}),
})

const cardFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'icon', type: 'select', required: true, options: [...IELTS_ICONS], defaultValue: 'star' },
    ],
  },
  { name: 'text', type: 'textarea', required: true },
]

export const IeltsPage: GlobalConfig = {
  slug: 'ielts-page',
  label: 'IELTS course page',
  admin: {
    group: 'Pages',
    description:
      'The words of /examinations/IELTS. The course chart and the enquiry choices are under IELTS & PTE; ' +
      'test dates, class intakes and practical information come from the calendar.',
  },
  access: publishedGlobalAccess,
  versions: globalVersions,
  fields: [
    text('tagline', 'Tagline', 'Under the title.'),
    text('reasonsIntro', 'Why choose us: introduction'),
    {
      name: 'reasons',
      label: 'Why choose us: reasons',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      defaultValue: IELTS_TEXT.reasons,
      fields: [
        ...cardFields,
        {
          name: 'points',
          type: 'textarea',
          admin: { description: 'A ticked list under the text, one item a line. Leave empty for none.' },
        },
      ],
    },
    text('aboutIntro', 'What is IELTS?'),
    {
      name: 'recognition',
      label: 'Recognition figure',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'figure',
              type: 'text',
              required: true,
              defaultValue: IELTS_TEXT.recognition.figure,
              admin: { description: 'e.g. “11,000+”.' },
            },
            {
              name: 'emphasis',
              label: 'Words in bold',
              type: 'text',
              defaultValue: IELTS_TEXT.recognition.emphasis,
              admin: { description: 'Some words of the text, shown in bold.' },
            },
          ],
        },
        { name: 'text', type: 'textarea', required: true, defaultValue: IELTS_TEXT.recognition.text },
      ],
    },
    {
      name: 'uses',
      label: 'What you can use IELTS for',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      defaultValue: IELTS_TEXT.uses,
      fields: cardFields,
    },
    text(
      'coursesIntro',
      'Course Structure Chart: introduction',
      'The chart itself: IELTS & PTE → IELTS course structure.',
    ),
    text('testFeeNote', 'Test dates: note on the test fee'),
    text('enquiryIntro', 'Contact Regarding the Course: introduction'),
  ],
}
