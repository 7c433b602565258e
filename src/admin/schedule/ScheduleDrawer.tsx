'use client'
import { Drawer, useDocumentInfo, useDocumentTitle, useModal, useServerFunctions } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'
import { staffTime } from '@/lib/staffTime'
import { colomboLocalInput, defaultScheduleType, type ScheduleType } from './scheduleChoice'
import './schedule.css'

// The admin's "Schedule" drawer: publish or unpublish at a Sri Lanka time, through the same REST
// endpoint as scripts (POST /api/schedule-publish), which refuses a time that has passed and says so.

type Upcoming = { id: number | string; input: { type: ScheduleType }; waitUntil: string }

export const scheduleDrawerSlug = (id: number | string | undefined) => `schedule-publish-${id}`

export function ScheduleDrawer({ modified }: { modified: boolean }) {
  const { id, collectionSlug, hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { closeModal } = useModal()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [type, setType] = useState<ScheduleType>(() =>
    defaultScheduleType({ hasPublishedDoc, unpublishedVersionCount }),
  )
  const [at, setAt] = useState('')
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)
  const slug = scheduleDrawerSlug(id)

  const refresh = useCallback(async () => {
    setUpcoming((await getUpcomingScheduledPublish({ id, collectionSlug })) as unknown as Upcoming[])
  }, [getUpcomingScheduledPublish, id, collectionSlug])
  useEffect(() => {
    let live = true
    // The list arrives from the server after mounting; a drawer closed meanwhile ignores it.
    void getUpcomingScheduledPublish({ id, collectionSlug }).then((docs) => {
      if (live) setUpcoming(docs as unknown as Upcoming[])
    })
    return () => {
      live = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug])

  const save = async () => {
    if (!at) return setAnswer({ ok: false, text: 'Choose the day and time first.' })
    setBusy(true)
    const res = await fetch('/api/schedule-publish', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ collection: collectionSlug, id, type, at, timeZone: 'Asia/Colombo' }),
    })
    const body = await res.json().catch(() => ({}))
    setBusy(false)
    if (!res.ok)
      return setAnswer({ ok: false, text: body?.errors?.[0]?.message ?? 'It could not be scheduled: try again.' })
    setAnswer({
      ok: true,
      text: `Scheduled: this will be ${type === 'publish' ? 'published' : 'unpublished'} on ${staffTime(body.at)}.`,
    })
    setAt('')
    await refresh()
  }

  const cancel = async (jobId: Upcoming['id']) => {
    await schedulePublish({ deleteID: jobId } as never)
    await refresh()
  }

  return (
    <Drawer slug={slug} title={`Schedule publish for “${title}”`} className="lyceum-schedule">
      <fieldset className="lyceum-schedule__type">
        <legend>What should happen</legend>
        <label>
          <input
            type="radio"
            name={`${slug}-type`}
            value="publish"
            checked={type === 'publish'}
            onChange={() => setType('publish')}
          />{' '}
          Publish: visitors see the last saved version
        </label>
        <label>
          <input
            type="radio"
            name={`${slug}-type`}
            value="unpublish"
            checked={type === 'unpublish'}
            onChange={() => setType('unpublish')}
          />{' '}
          Unpublish: take it off the site
        </label>
      </fieldset>
      {modified && type === 'publish' && (
        <p className="lyceum-schedule__hint">
          Save your draft first: a scheduled publish publishes the last saved version.
        </p>
      )}
      <label className="lyceum-schedule__time">
        When (Sri Lanka time, Asia/Colombo)
        <input
          type="datetime-local"
          value={at}
          min={colomboLocalInput(new Date())}
          onChange={(e) => {
            setAt(e.target.value)
            setAnswer(null)
          }}
          aria-describedby={`${slug}-answer`}
        />
      </label>
      <div className="lyceum-schedule__actions">
        <button type="button" className="lyceum-schedule__save" onClick={save} disabled={busy}>
          {type === 'publish' ? 'Schedule publishing' : 'Schedule unpublishing'}
        </button>
        <button type="button" className="lyceum-schedule__close" onClick={() => closeModal(slug)}>
          Close
        </button>
      </div>
      <p
        id={`${slug}-answer`}
        role={answer?.ok === false ? 'alert' : 'status'}
        className={answer?.ok === false ? 'lyceum-schedule__error' : ''}
      >
        {answer?.text}
      </p>
      <h3 className="lyceum-schedule__upcoming">Already scheduled for this document</h3>
      {upcoming === null && <p>Loading…</p>}
      {upcoming?.length === 0 && <p>Nothing is scheduled.</p>}
      {upcoming && upcoming.length > 0 && (
        <ul className="lyceum-schedule__list">
          {upcoming.map((job) => (
            <li key={job.id}>
              {job.input.type === 'unpublish' ? 'Unpublish' : 'Publish'} on {staffTime(job.waitUntil)}{' '}
              <button type="button" className="lyceum-schedule__close" onClick={() => cancel(job.id)}>
                Cancel this
              </button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  )
}
