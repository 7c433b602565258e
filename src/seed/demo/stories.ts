import type { SeedContext } from '../context'
import { renderBanner } from '../assets/images'
import { bold, doc, h, link, p, ul } from '../richText'
import { slugify } from '@/lib/slugify'

type DemoBlog = {
  title: string
  author: [string, string]
  publishedAt: string
  theme: 'navy' | 'teal' | 'coral' | 'amber'
  kicker: string
  body: ReturnType<typeof doc>
}

export const demoBlogs: DemoBlog[] = [
  {
    title: 'How to Prepare for Your International GCSE Examinations',
    author: ['Nadeesha', 'Perera'],
    publishedAt: '2026-10-02',
    theme: 'navy',
    kicker: 'Pearson Edexcel',
    body: doc(
      p(
        'With the May/June session only a few months away, many students in Colombo, ' +
          'Kandy and Galle are asking the same question: where do I start? The good ' +
          'news is that a calm, steady plan beats last-minute cramming every time.',
      ),
      h(3, 'Start with the specification'),
      p(
        'Every International GCSE subject has a published specification that lists exactly what can be ' +
          'examined. Print it, tick off the topics you are confident with and highlight the ones you are not.',
      ),
      h(3, 'Practise with past papers'),
      ul(
        'Do at least three full papers under timed conditions.',
        'Mark them with the official mark schemes.',
        'Keep a list of mistakes and revisit it every week.',
      ),
      p('Need the timetable or a registration form? You will find both in our ', link('Download Materials', '/'), '.'),
    ),
  },
  {
    title: 'IELTS Academic or General Training: Which One Do You Need?',
    author: ['Ruwan', 'Jayasinghe'],
    publishedAt: '2026-09-12',
    theme: 'teal',
    kicker: 'IELTS',
    body: doc(
      p(
        'It is the first question we hear from students planning to study in Australia ' +
          'or families preparing to migrate to Canada: which IELTS should I take?',
      ),
      h(3, 'Academic'),
      p(
        'Choose ',
        bold('IELTS Academic'),
        ' if you are applying to a university or for professional ' +
          'registration, for example as a nurse or doctor abroad.',
      ),
      h(3, 'General Training'),
      p(
        'Choose ',
        bold('General Training'),
        ' for migration, work experience or secondary education in an English-speaking country.',
      ),
      p(
        'Our trainers can help you decide in a free consultation at Nugegoda, Wattala or online. ',
        link('Ask about our classes', '/examinations/IELTS'),
        '.',
      ),
    ),
  },
  {
    title: 'Five Tips for Performing Your Best at the Festival of Arts',
    author: ['Tharushi', 'Fernando'],
    publishedAt: '2026-08-20',
    theme: 'coral',
    kicker: 'Festival of Arts',
    body: doc(
      p(
        'Standing on stage in front of an adjudicator can feel daunting, whether ' +
          'you are seven or seventeen. Our adjudicators share what they look for.',
      ),
      ul(
        'Choose a piece you love, not the hardest one you can find.',
        'Rehearse in the clothes and shoes you will perform in.',
        'Breathe before you begin: the first line sets the tone.',
        'If you forget a line, keep going; audiences rarely notice.',
        'Read your feedback sheet: it is the best lesson of the day.',
      ),
      p('Entries for the 2027 Festival close on 31 January.'),
    ),
  },
  {
    title: 'What a School Inspection Really Looks At',
    author: ['Dilan', 'Wickramasinghe'],
    publishedAt: '2026-07-05',
    theme: 'amber',
    kicker: 'Centre for School Excellence',
    body: doc(
      p(
        'School leaders often imagine an inspection as a test to pass. At the Centre for ' +
          'School Excellence we see it as a conversation about how every child can learn better.',
      ),
      h(3, 'Teaching and learning first'),
      p(
        'Inspectors spend most of their time in classrooms, watching ' +
          'lessons and talking with students about their work.',
      ),
      h(3, 'Safe and well led'),
      p(
        'Child protection, health and safety, and the way leaders plan ' +
          'for improvement are reviewed against clear, published standards.',
      ),
      p('Want to know more? ', link('Read about our process', '/centre-for-school-excellence'), '.'),
    ),
  },
  {
    title: 'PTE Academic: A Faster Route to Studying Abroad',
    author: ['Shehani', 'de Silva'],
    publishedAt: '2026-06-18',
    theme: 'navy',
    kicker: 'PTE',
    body: doc(
      p(
        'PTE Academic is taken entirely on computer and results usually arrive ' +
          'within two days, which helps when a university deadline is close.',
      ),
      p(
        'It is accepted by universities in Australia, New Zealand, ' +
          'the UK and Canada, and for Australian and New Zealand visas.',
      ),
      p(
        'Our PTE classes cover every question type with timed practice. ',
        link('Send us your questions', '/examinations/pte-contact'),
        '.',
      ),
    ),
  },
]

type DemoEvent = {
  title: string
  eventDate: string
  theme: 'navy' | 'teal' | 'coral' | 'amber'
  text: string
  photos: string[]
}
const events: DemoEvent[] = [
  {
    title: 'Festival of Arts Prize Giving 2026',
    eventDate: '2026-03-14',
    theme: 'coral',
    text:
      'Over 600 young performers, their families and teachers gathered to celebrate ' +
      'the winners of this year’s Speech and Drama, Music and Art categories.',
    photos: ['Trophies on stage', 'Junior verse speaking winners', 'The school choir', 'Art exhibition hall'],
  },
  {
    title: 'Pearson Edexcel Results Day 2026',
    eventDate: '2026-08-20',
    theme: 'navy',
    text:
      'Students collected their International GCSE and International A ' +
      'Level results and celebrated with teachers at our Colombo office.',
    photos: ['Results envelopes', 'Top achievers', 'Teachers and parents'],
  },
  {
    title: 'IELTS Open Day at Nugegoda',
    eventDate: '2026-10-10',
    theme: 'teal',
    text:
      'Prospective students met our trainers, tried a sample speaking test ' +
      'and learned about study options abroad. Photos will be added soon.',
    photos: [],
  },
]

// Cards and photos print their titles and captions in HTML, so their demo art paints no words (scenes and shapes only).
export async function seedStories({ ensure, upload }: SeedContext): Promise<void> {
  for (const [i, b] of demoBlogs.entries()) {
    const slug = slugify(b.title)
    const thumbnail = await upload(
      'media',
      `blog-${i + 1}-card.jpg`,
      () =>
        renderBanner({
          width: 800,
          height: 500,
          title: b.title,
          kicker: b.kicker,
          textless: true,
          theme: b.theme,
          variant: i,
          name: `blog-${i + 1}-card.jpg`,
        }),
      { alt: `${b.kicker}: ${b.title}` },
    )
    // Background art carries no words: the post page prints its own title over it.
    const backgroundImage = await upload(
      'media',
      `blog-${i + 1}-background.jpg`,
      () =>
        renderBanner({
          width: 1600,
          height: 700,
          title: '',
          theme: b.theme,
          variant: i + 1,
          name: `blog-${i + 1}-background.jpg`,
        }),
      { decorative: true },
    )
    await ensure(
      'blogs',
      { slug: { equals: slug } },
      {
        title: b.title,
        slug,
        publishedAt: new Date(b.publishedAt).toISOString(),
        author: { firstName: b.author[0], lastName: b.author[1] },
        thumbnail,
        backgroundImage,
        description: b.body,
        _status: 'published',
      },
    )
  }

  for (const [i, e] of events.entries()) {
    const slug = slugify(e.title)
    const thumbnail = await upload(
      'media',
      `event-${i + 1}-card.jpg`,
      () =>
        renderBanner({
          width: 800,
          height: 600,
          title: e.title,
          kicker: 'Gallery',
          textless: true,
          theme: e.theme,
          variant: i,
          name: `event-${i + 1}-card.jpg`,
        }),
      { alt: `Gallery: ${e.title}` },
    )
    const photos = []
    for (const [j, caption] of e.photos.entries()) {
      const name = `event-${i + 1}-scene-${j + 1}.jpg`
      const image = await upload(
        'media',
        name,
        () =>
          renderBanner({
            width: 1200,
            height: 800,
            title: caption,
            kicker: e.title,
            textless: true,
            theme: e.theme,
            variant: j,
            name,
          }),
        { alt: caption },
      )
      photos.push({ image })
    }
    await ensure(
      'events',
      { slug: { equals: slug } },
      {
        title: e.title,
        slug,
        eventDate: new Date(e.eventDate).toISOString(),
        thumbnail,
        description: doc(p(e.text)),
        photos,
        _status: 'published',
      },
    )
  }
}
