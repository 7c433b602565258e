import type { ServerProps } from 'payload'
import { age } from '@/lib/staffTime'
import { entriesFigures } from './figures'
import '@/admin/dashboard/dashboard.css'

/** The entries team's panels on the admin's first screen (payload.config.ts admin.components.beforeDashboard). */
export async function EntriesDashboard({ payload, user }: ServerProps) {
  if (!user || !payload) return null
  // The `user` prop has field read access applied; the roles need the full account.
  const account = await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const panels = await entriesFigures(payload, account)
  if (!panels) return null
  return (
    <section className="editors-dashboard" aria-labelledby="entries-dashboard-title">
      <h2 id="entries-dashboard-title" className="editors-dashboard__title">
        Entries to work on
      </h2>
      <div className="editors-dashboard__grid">
        {panels.map((panel) => (
          <section
            key={panel.key}
            className="editors-dashboard__panel"
            aria-labelledby={`entries-${panel.key}`}
            data-panel={panel.key}
          >
            <h3 id={`entries-${panel.key}`} className="editors-dashboard__panel-title">
              <a href={panel.href} className="editors-dashboard__count">
                <span
                  className={
                    panel.count > 0
                      ? 'editors-dashboard__badge editors-dashboard__badge--new'
                      : 'editors-dashboard__badge'
                  }
                >
                  {panel.count}
                </span>{' '}
                {panel.title}
              </a>
            </h3>
            {panel.items.length === 0 ? (
              <p className="editors-dashboard__empty">None.</p>
            ) : (
              <ul className="editors-dashboard__list">
                {panel.items.map((item) => (
                  <li key={item.href} className="editors-dashboard__item">
                    <a href={item.href}>{item.label}</a>
                    <span className="editors-dashboard__meta">
                      {age(item.at) === 'just now' ? 'made just now' : `made ${age(item.at)} ago`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  )
}
