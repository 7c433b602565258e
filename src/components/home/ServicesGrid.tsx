const services = [
  {
    title: 'Pearson Edexcel examinations',
    text: 'International GCSE, IAS and IAL, PTE and young learner tests at approved centres.',
    href: '/examinations/pearson/international-gcse--ig--examinations',
    accent: 'bg-navy',
  },
  {
    title: 'IELTS & PTE classes',
    text: 'Group, individual and crash courses online, with mock exams and registration help.',
    href: '/examinations/IELTS',
    accent: 'bg-teal',
  },
  {
    title: 'Festival of Arts',
    text: 'Speech and drama, music and art, adjudicated for every age group.',
    href: '/examinations/festival-of-arts/speech-and-drama',
    accent: 'bg-coral',
  },
  {
    title: 'Centre for School Excellence',
    text: 'Independent, evidence-based school inspections and improvement road-maps.',
    href: '/centre-for-school-excellence',
    accent: 'bg-amber-dark',
  },
]

/** What the company does, each service one click away. */
export function ServicesGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((s) => (
        <li key={s.href}>
          <a
            href={s.href}
            className={
              'group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ' +
              'ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg'
            }
          >
            <span className={`h-1.5 w-12 rounded-full ${s.accent}`} aria-hidden="true" />
            <h3 className="mt-5 text-lg font-bold text-navy group-hover:text-teal">{s.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{s.text}</p>
            <span className="mt-4 text-sm font-semibold text-teal" aria-hidden="true">
              Learn more →
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
