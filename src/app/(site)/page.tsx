import Link from 'next/link'
import { getSiteSettings } from '@/content/siteSettings'
import { getExamMenu } from '@/content/examCategories'
import { listBlogs } from '@/content/blogs'
import { listEvents } from '@/content/events'

export const dynamic = 'force-dynamic'

// A plain index of what exists until the designed home page lands.
export default async function HomePage() {
  const [settings, pearson, festival, blogs, events] = await Promise.all([
    getSiteSettings(),
    getExamMenu('pearson'),
    getExamMenu('festival-of-arts'),
    listBlogs(),
    listEvents(),
  ])
  const sections = [
    { title: 'Pearson examinations', links: (pearson ?? []).map((e) => ({ href: `/examinations/pearson/${e.slug}`, label: e.name })) },
    { title: 'Festival of Arts', links: (festival ?? []).map((e) => ({ href: `/examinations/festival-of-arts/${e.slug}`, label: e.name })) },
    { title: 'Blogs', links: blogs.items.map((b) => ({ href: `/blog/${b.slug}`, label: b.title })) },
    { title: 'Gallery', links: events.items.map((e) => ({ href: `/gallery/${e.slug}`, label: e.title })) },
  ]
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-teal">{settings.parent_company_name}</p>
      <h1 className="mt-2 text-4xl font-bold text-navy">{settings.company_name}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">{settings.footer_description}</p>
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        {sections.map((s) => (
          <section key={s.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-semibold text-navy">{s.title}</h2>
            <ul className="mt-3 space-y-1">
              {s.links.map((l) => (
                <li key={l.href}>
                  <Link className="text-teal underline-offset-2 hover:underline" href={l.href}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-12 text-sm text-slate-500">
        Staff: <Link className="text-teal underline" href="/admin">sign in to the admin</Link>. The public JSON API is described in docs/api.md.
      </p>
    </main>
  )
}
