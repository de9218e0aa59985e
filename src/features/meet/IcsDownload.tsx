import { useTranslation } from 'react-i18next'

/** Saves the meeting's iCalendar text as `meeting.ics` (text/calendar) for any calendar app. */
export function downloadIcs(ics: string, fileName = 'meeting.ics'): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started by now; give slow browsers a moment before freeing the blob.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function IcsDownload({ ics }: { ics: string }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="button" onClick={() => downloadIcs(ics)}>
      {t('meet.manage.addToCalendar')}
    </button>
  )
}
