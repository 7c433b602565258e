import { DownloadGroups } from '@/components/downloads/DownloadGroups'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { DownloadList } from '@/content/downloads'

/** The exam's files, grouped under their download category; nothing when there are none. */
export function ExamDownloads({ list, examName }: { list: DownloadList; examName: string }) {
  if (list.downloads.length === 0) return null
  return (
    <Section tone="mist" id="downloads" labelledBy="downloads-heading" className="scroll-mt-24">
      <SectionHeading
        id="downloads-heading"
        kicker="Download materials"
        title="Downloads"
        intro={`Specifications, timetables, forms and guides for ${examName}.`}
      />
      <DownloadGroups list={list} />
    </Section>
  )
}
