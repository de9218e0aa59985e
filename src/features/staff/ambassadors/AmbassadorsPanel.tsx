import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OwnersOnly } from '../shared/OwnersOnly'
import { PendingProfileRevisions } from '../profile-review/PendingProfileRevisions'
import { MissingTranslations } from '../translations/MissingTranslations'
import { AmbassadorList } from './AmbassadorList'
import { CsvImport } from './CsvImport'
import { DataRequests } from './DataRequests'
import { InviteAmbassadorsForm } from './InviteAmbassadorsForm'

/**
 * The Ambassadors tab: profile changes waiting for review, the list with its actions, invitations (one by one or
 * from a CSV file), and, for owners, the data requests (export and erasure).
 * `search` starts the list searched (an ambassador chosen on the Insights tab).
 */
export function AmbassadorsPanel({ isOwner, search }: { isOwner: boolean; search?: string }) {
  const { t } = useTranslation()
  const [announcement, setAnnouncement] = useState('')
  return (
    <div className="area-panel">
      <h2>{t('staffConsole.ambassadors.heading')}</h2>
      <p className="area-status" role="status">
        {announcement}
      </p>
      <PendingProfileRevisions onAnnounce={setAnnouncement} />
      <AmbassadorList isOwner={isOwner} onAnnounce={setAnnouncement} initialSearch={search} />
      <MissingTranslations />
      <InviteAmbassadorsForm />
      <CsvImport />
      <section className="console-fieldset" aria-labelledby="data-requests-heading">
        <h3 id="data-requests-heading">{t('staffConsole.dataRequests.heading')}</h3>
        {isOwner ? <DataRequests /> : <OwnersOnly what={t('staffConsole.dataRequests.what')} />}
      </section>
    </div>
  )
}
