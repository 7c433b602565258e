'use client'
import { FormSubmit, PopupList, useConfig, useDocumentInfo, useForm, useFormModified, useModal } from '@payloadcms/ui'
import { useCallback } from 'react'
import { ScheduleDrawer, scheduleDrawerSlug } from './ScheduleDrawer'

// The Publish button of blogs, events, exams, notifications and slides (admin.components.edit.PublishButton):
// Payload's publish, with its Schedule entry opening our drawer, whose default fits the document.

export function PublishWithSchedule() {
  const { id, collectionSlug, hasPublishedDoc, hasPublishPermission, unpublishedVersionCount, uploadStatus } =
    useDocumentInfo()
  const { setHasPublishedDoc, setUnpublishedVersionCount, setMostRecentVersionIsAutosaved } = useDocumentInfo()
  const { config } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const { isModalOpen, openModal } = useModal()
  const slug = scheduleDrawerSlug(id)
  const canPublish =
    hasPublishPermission &&
    (modified || unpublishedVersionCount > 0 || !hasPublishedDoc) &&
    uploadStatus !== 'uploading'

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return
    const result = await submit({
      action: `${config.routes.api}/${collectionSlug}${id ? `/${id}` : ''}?depth=0`,
      overrides: { _status: 'published' },
    })
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }, [
    uploadStatus,
    submit,
    config.routes.api,
    collectionSlug,
    id,
    setUnpublishedVersionCount,
    setMostRecentVersionIsAutosaved,
    setHasPublishedDoc,
  ])

  if (!hasPublishPermission) return null
  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={Boolean(id)}
        onClick={publish}
        size="medium"
        type="button"
        SubMenuPopupContent={({ close }) => (
          <PopupList.ButtonGroup>
            <PopupList.Button
              id="schedule-publish"
              onClick={() => {
                openModal(slug)
                close()
              }}
            >
              Schedule publish or unpublish…
            </PopupList.Button>
          </PopupList.ButtonGroup>
        )}
      >
        Publish changes
      </FormSubmit>
      {id && isModalOpen(slug) && <ScheduleDrawer modified={modified} />}
    </>
  )
}
