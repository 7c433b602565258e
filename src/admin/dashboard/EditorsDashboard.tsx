import { createLocalReq, type ServerProps } from 'payload'
import { dashboardFigures, RECENT_DRAFT_DAYS, type DashboardFigures, type Link } from './figures'
import './dashboard.css'

const colombo = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Colombo', dateStyle: 'medium', timeStyle: 'short' })
/** Staff work in Sri Lanka: every time on the dashboard is Asia/Colombo's. */
const when = (iso: string) => `${colombo.format(new Date(iso))}`

/** The admin's first screen (payload.config.ts admin.components.beforeDashboard): what needs doing now. */
export async function EditorsDashboard({ payload, user }: ServerProps) {
  if (!user) return null
  // The `user` prop has field read access applied; access rules need the full account.
  const account = await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!account) return null
  const req = await createLocalReq({ user: { ...account, collection: 'users' } }, payload)
  const figures = await dashboardFigures(req)
  if (!figures.inbox && !figures.failed && !figures.scheduled && !figures.drafts) return null
  return (
    <section className="editors-dashboard" aria-labelledby="editors-dashboard-title">
      <h2 id="editors-dashboard-title" className="editors-dashboard__title">
        Today at a glance
      </h2>
      <div className="editors-dashboard__grid">
        {figures.inbox && <Inbox inbox={figures.inbox} />}
        {figures.failed && <Failed failed={figures.failed} />}
        {figures.scheduled && <Scheduled scheduled={figures.scheduled} />}
        {figures.drafts && <Drafts drafts={figures.drafts} />}
      </div>
      <p className="editors-dashboard__note">Times are Sri Lanka time (Asia/Colombo).</p>
    </section>
  )
}

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="editors-dashboard__panel" aria-labelledby={id}>
      <h3 id={id} className="editors-dashboard__panel-title">
        {title}
      </h3>
      {children}
    </section>
  )
}

const Empty = ({ children }: { children: React.ReactNode }) => <p className="editors-dashboard__empty">{children}</p>

function Inbox({ inbox }: { inbox: NonNullable<DashboardFigures['inbox']> }) {
  return (
    <Panel id="dashboard-inbox" title="New messages by department">
      <ul className="editors-dashboard__list">
        {inbox.map((d) => (
          <li key={d.department} className="editors-dashboard__department">
            <span className="editors-dashboard__department-name">{d.department}</span>
            <ul className="editors-dashboard__counts">
              {d.forms.map((f) => (
                <li key={f.label}>
                  <a href={f.href} className="editors-dashboard__count" data-unhandled={f.count}>
                    <span
                      className={
                        f.count > 0
                          ? 'editors-dashboard__badge editors-dashboard__badge--new'
                          : 'editors-dashboard__badge'
                      }
                    >
                      {f.count}
                    </span>{' '}
                    {f.label} <span className="editors-dashboard__sr">not yet handled</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

function Failed({ failed }: { failed: NonNullable<DashboardFigures['failed']> }) {
  return (
    <Panel id="dashboard-failed" title="E-mails that failed">
      {failed.total === 0 ? (
        <Empty>Every notification e-mail went out.</Empty>
      ) : (
        <>
          <p className="editors-dashboard__alert">
            {failed.total} {failed.total === 1 ? 'message was' : 'messages were'} not e-mailed to the department: open
            and answer {failed.total === 1 ? 'it' : 'them'} here.
          </p>
          <ul className="editors-dashboard__list">
            {failed.items.map((m) => (
              <Item key={m.href} link={m} meta={`${m.form} · ${when(m.at)}`} />
            ))}
          </ul>
          <p className="editors-dashboard__more">
            {failed.links.map((l) => (
              <a key={l.href} href={l.href}>
                {l.label}
              </a>
            ))}
          </p>
        </>
      )}
    </Panel>
  )
}

function Scheduled({ scheduled }: { scheduled: NonNullable<DashboardFigures['scheduled']> }) {
  return (
    <Panel id="dashboard-scheduled" title="Next scheduled publications">
      {scheduled.length === 0 ? (
        <Empty>Nothing scheduled.</Empty>
      ) : (
        <ul className="editors-dashboard__list">
          {scheduled.map((s) => (
            <Item
              key={`${s.href}-${s.at}-${s.action}`}
              link={s}
              meta={
                s.failed
                  ? `Did not ${s.action} at ${when(s.at)} · ${s.kind}: ${s.failed}`
                  : `${s.action === 'publish' ? 'Publishes' : 'Unpublishes'} ${when(s.at)} · ${s.kind}`
              }
              warning={Boolean(s.failed)}
            />
          ))}
        </ul>
      )}
    </Panel>
  )
}

function Drafts({ drafts }: { drafts: NonNullable<DashboardFigures['drafts']> }) {
  return (
    <Panel id="dashboard-drafts" title={`Drafts changed in the last ${RECENT_DRAFT_DAYS} days`}>
      {drafts.length === 0 ? (
        <Empty>No drafts waiting.</Empty>
      ) : (
        <ul className="editors-dashboard__list">
          {drafts.map((d) => (
            <Item key={d.href} link={d} meta={`${d.kind} · changed ${when(d.at)}`} />
          ))}
        </ul>
      )}
    </Panel>
  )
}

function Item({ link, meta, warning = false }: { link: Link; meta: string; warning?: boolean }) {
  return (
    <li className="editors-dashboard__item">
      <a href={link.href}>{link.label}</a>
      <span
        className={warning ? 'editors-dashboard__meta editors-dashboard__meta--warning' : 'editors-dashboard__meta'}
      >
        {meta}
      </span>
    </li>
  )
}
