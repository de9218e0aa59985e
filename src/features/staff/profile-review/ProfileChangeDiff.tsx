import { useTranslation } from 'react-i18next'
import { photoFileUrl } from '../../../contract/photo'
import type { ProfileRevisionData } from './profile-review-operations'

type Change = ProfileRevisionData['changes'][number]

/** A photo's value is its base URL: shown as the 96 px square, the words say which. */
function Value({ change, side }: { change: Change; side: 'before' | 'after' }) {
  const { t } = useTranslation()
  const value = change[side]
  if (value === '') return <span className="area-muted">{t('staffConsole.profileReview.none')}</span>
  if (change.field === 'photo') return <img src={photoFileUrl(value, 96)} width={96} height={96} alt={t(`staffConsole.profileReview.photo.${side}`)} />
  return side === 'before' ? <del>{value}</del> : <ins>{value}</ins>
}

/** What changed, field by field: the public value struck through, the proposed one inserted. */
export function ProfileChangeDiff({ changes, caption }: { changes: readonly Change[]; caption: string }) {
  const { t } = useTranslation()
  return (
    <table className="console-table profile-diff">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('staffConsole.profileReview.field')}</th>
          <th scope="col">{t('staffConsole.profileReview.before')}</th>
          <th scope="col">{t('staffConsole.profileReview.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{t(`staffConsole.profileReview.fields.${change.field}`, { defaultValue: change.field })}</th>
            <td>
              <Value change={change} side="before" />
            </td>
            <td>
              <Value change={change} side="after" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
