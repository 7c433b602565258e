import type { Field, GlobalConfig } from 'payload'
import { publishedGlobalAccess } from '@/access'
import { globalVersions } from './versions'

// The Centre for School Excellence page's words. CENTRE_TEXT is what they say until staff first publish the
// page: the fields' defaults, and what a never-published global reads as (src/content/centrePage.ts).

export const CENTRE_ICONS = [
  'star',
  'shield-check',
  'presentation',
  'lightbulb',
  'chart',
  'flag',
  'scale',
  'heart',
  'globe',
] as const
export type CentreIcon = (typeof CENTRE_ICONS)[number]

type Titled = { title: string; text: string }
export type CentreText = {
  tagline: string
  about: string
  figures: { value: string; label: string }[]
  pillarsIntro: string
  pillars: (Titled & { icon: CentreIcon })[]
  reasonsIntro: string
  reasons: Titled[]
  stepsIntro: string
  steps: Titled[]
  partner: string
}

export const CENTRE_TEXT: CentreText = {
  tagline: 'Independent, evidence-based school inspections that help leaders, teachers and students thrive.',
  about: [
    'The Centre for School Excellence is the school inspection and improvement arm of Lyceum Assessments. ' +
      'We evaluate schools against clear, internationally informed standards and give leaders an honest ' +
      'picture of where they stand.',
    'An inspection with us is a conversation, not a test: we look at teaching, learning, leadership and wellbeing ' +
      'together, and leave every school with a practical road-map for improvement.',
  ].join('\n\n'),
  figures: [
    { value: '8', label: 'pillars of evaluation' },
    { value: '6', label: 'step inspection process' },
    { value: '360°', label: 'view of your whole school' },
    { value: '100%', label: 'independent and impartial' },
  ],
  pillarsIntro: 'Every inspection looks at the whole school through eight pillars.',
  pillars: [
    {
      title: 'Standards Excellence',
      icon: 'star',
      text: 'Benchmarking the school against recognised national and international standards.',
    },
    {
      title: 'Quality Assurance',
      icon: 'shield-check',
      text: 'Checking that systems for planning, monitoring and review work in practice.',
    },
    {
      title: 'Effective Lesson Delivery',
      icon: 'presentation',
      text: 'Observing teaching, learning and assessment in real classrooms.',
    },
    {
      title: 'Student Engagement',
      icon: 'lightbulb',
      text: 'How motivated, involved and supported students are in their learning.',
    },
    {
      title: 'Overall Academic Standard',
      icon: 'chart',
      text: 'Attainment and progress across subjects, grades and groups of learners.',
    },
    {
      title: 'School Leadership Standard',
      icon: 'flag',
      text: 'The vision, governance and day-to-day leadership that drive improvement.',
    },
    {
      title: 'Policy Compliance',
      icon: 'scale',
      text: 'Policies that meet regulatory requirements and are applied consistently.',
    },
    {
      title: 'Child Protection Health & Safety',
      icon: 'heart',
      text: 'Safeguarding, wellbeing and a safe, healthy environment for every child.',
    },
  ],
  reasonsIntro: 'Inspection that leaves your school stronger than it found it.',
  reasons: [
    {
      title: 'Independent, impartial evaluations',
      text: 'Our inspectors have no stake in the outcome, so your findings are objective and credible.',
    },
    {
      title: 'Customised feedback and improvement road-maps',
      text: 'Recommendations shaped around your school’s context, priorities and resources.',
    },
    {
      title: 'Actionable insights grounded in best practice',
      text: 'Clear next steps drawn from proven international practice, not generic advice.',
    },
    {
      title: 'Support for sustainable growth',
      text: 'We stay with you after the report so improvements last beyond the inspection.',
    },
    {
      title: 'Empowerment, not just evaluation',
      text: 'We build the capacity of leaders and teachers to drive their own improvement.',
    },
  ],
  stepsIntro: 'Six steps from the first conversation to lasting improvement.',
  steps: [
    {
      title: 'Pre-Inspection Planning',
      text: 'We agree the scope, timeline and documents with school leaders and review your self-evaluation.',
    },
    { title: 'In-School Evaluation', text: 'Our team spends time in the school, looking at every pillar in action.' },
    {
      title: 'Stakeholder Interviews & Lesson Observations',
      text: 'We observe lessons and listen to leaders, teachers, students and parents.',
    },
    {
      title: 'Evidence-Based Reporting',
      text: 'A clear written report with judgements supported by the evidence we gathered.',
    },
    {
      title: 'Post-Inspection Feedback & Recommendations',
      text: 'We walk leaders through the findings and agree priorities for improvement.',
    },
    {
      title: 'Follow-Up Monitoring & Support',
      text: 'Check-ins and guidance as the school puts its improvement plan into practice.',
    },
  ],
  partner:
    'Planning an inspection or looking for an independent view of your school? ' +
    'Talk to our team about a review tailored to your school.',
}

const titled = (name: 'reasons' | 'steps', label: string, defaultValue: Titled[]): Field => ({
  name,
  label,
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 12,
  defaultValue,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
})

export const CentrePage: GlobalConfig = {
  slug: 'centre-page',
  label: 'Centre for School Excellence',
  admin: {
    group: 'Pages',
    description: 'The words of /centre-for-school-excellence. Contact details come from Site settings.',
  },
  access: publishedGlobalAccess,
  versions: globalVersions,
  fields: [
    {
      name: 'tagline',
      type: 'textarea',
      required: true,
      defaultValue: CENTRE_TEXT.tagline,
      admin: { description: 'Under the title.' },
    },
    {
      name: 'about',
      label: 'About the Centre',
      type: 'textarea',
      required: true,
      defaultValue: CENTRE_TEXT.about,
      admin: { description: 'A blank line starts a new paragraph.' },
    },
    {
      name: 'figures',
      label: 'Figures beside it',
      type: 'array',
      maxRows: 4,
      defaultValue: CENTRE_TEXT.figures,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, admin: { description: 'e.g. “8”, “100%”.' } },
            { name: 'label', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'pillarsIntro',
      label: 'What we do: introduction',
      type: 'textarea',
      required: true,
      defaultValue: CENTRE_TEXT.pillarsIntro,
    },
    {
      name: 'pillars',
      label: 'What we do: pillars',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      defaultValue: CENTRE_TEXT.pillars,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'icon', type: 'select', required: true, options: [...CENTRE_ICONS], defaultValue: 'star' },
          ],
        },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
    {
      name: 'reasonsIntro',
      label: 'Why choose us: introduction',
      type: 'textarea',
      required: true,
      defaultValue: CENTRE_TEXT.reasonsIntro,
    },
    titled('reasons', 'Why choose us: reasons', CENTRE_TEXT.reasons),
    {
      name: 'stepsIntro',
      label: 'Our process: introduction',
      type: 'textarea',
      required: true,
      defaultValue: CENTRE_TEXT.stepsIntro,
    },
    titled('steps', 'Our process: steps, in order', CENTRE_TEXT.steps),
    { name: 'partner', label: 'Partner with us', type: 'textarea', required: true, defaultValue: CENTRE_TEXT.partner },
  ],
}
