import type { SeedContext } from '../context'
import { renderDemoPdf } from '../assets/pdfs'
import { demoContacts } from './globals'

// The demo downloads: the Downloads page's categories and its PDFs, some tied to an exam, some on the home page.

const downloadCategories = ['Syllabus & Specifications', 'Timetables', 'Registration Forms', 'Guides']

type DemoDownload = { title: string; category: string; exam?: string; showOnHome?: boolean; file: string }
const downloads: DemoDownload[] = [
  {
    title: 'International GCSE timetable May/June 2027',
    category: 'Timetables',
    exam: 'international-gcse--ig--examinations',
    showOnHome: true,
    file: 'igcse-timetable-2027.pdf',
  },
  {
    title: 'International GCSE private candidate registration form',
    category: 'Registration Forms',
    exam: 'international-gcse--ig--examinations',
    file: 'igcse-registration-form.pdf',
  },
  {
    title: 'International GCSE English Language A specification',
    category: 'Syllabus & Specifications',
    exam: 'international-gcse--ig--examinations',
    file: 'igcse-english-language-a.pdf',
  },
  {
    title: 'IAL Mathematics specification',
    category: 'Syllabus & Specifications',
    exam: 'ias-ial-examinations',
    file: 'ial-mathematics-specification.pdf',
  },
  {
    title: 'IAS/IAL May/June 2027 timetable',
    category: 'Timetables',
    exam: 'ias-ial-examinations',
    file: 'ial-timetable-may-june-2027.pdf',
  },
  {
    title: 'PTE Academic test taker handbook',
    category: 'Guides',
    exam: 'pte--pearson-test-of-english-',
    file: 'pte-academic-handbook.pdf',
  },
  {
    title: 'Speech and Drama syllabus 2027',
    category: 'Syllabus & Specifications',
    exam: 'speech-and-drama',
    file: 'speech-and-drama-syllabus-2027.pdf',
  },
  {
    title: 'Festival of Arts entry form 2027',
    category: 'Registration Forms',
    exam: 'speech-and-drama',
    showOnHome: true,
    file: 'festival-entry-form-2027.pdf',
  },
  {
    title: 'Candidate registration form (all Pearson examinations)',
    category: 'Registration Forms',
    showOnHome: true,
    file: 'pearson-candidate-registration.pdf',
  },
  {
    title: 'Guide for parents: how examinations work',
    category: 'Guides',
    showOnHome: true,
    file: 'guide-for-parents.pdf',
  },
]

/** The download categories, then each PDF, with its exam's id from `examIds` (by slug). */
export async function seedDownloads({ ensure, upload }: SeedContext, examIds: Map<string, number>): Promise<void> {
  const downloadCategoryIds = new Map<string, number>()
  for (const [i, name] of downloadCategories.entries()) {
    downloadCategoryIds.set(name, await ensure('download-categories', { name: { equals: name } }, { name, order: i }))
  }

  for (const d of downloads) {
    await upload(
      'downloads',
      d.file,
      () => renderDemoPdf({ title: d.title, subtitle: d.category, name: d.file, paragraphs: demoPdfText(d.title) }),
      {
        title: d.title,
        category: downloadCategoryIds.get(d.category),
        exam: d.exam ? examIds.get(d.exam) : undefined,
        showOnHome: d.showOnHome ?? false,
      },
    )
  }
}

function demoPdfText(title: string): string[] {
  return [
    `This document is a demonstration copy of “${title}”, produced for the Lyceum Assessments website.`,
    'Candidates should always check the latest published version with the examinations office ' +
      'before making an entry. Dates, fees and requirements may change from session to session.',
    `For help, write to ${demoContacts.email} or call ` +
      `${demoContacts.pearson.phone} between 8.30 a.m. and 5.00 p.m., Monday to Friday.`,
  ]
}
