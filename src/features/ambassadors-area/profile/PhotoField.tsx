import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useClient } from 'urql'
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX, PHOTO_MIN_SIDE_PX } from '../../../contract/limits'
import { isPhotoType, PHOTO_ACCEPTED_TYPES } from '../../../contract/photo-files'
import { describedBy, FieldError } from '../../../forms/FieldParts'
import { readFragment } from '../../../graphql/graphql'
import { sendMultipart } from '../../../graphql/multipart-upload'
import { AmbassadorAvatar } from '../../ambassadors/AmbassadorAvatar'
import type { Account } from '../area/account-operations'
import { AccountFields, MeQuery } from '../area/account-operations'
import { UploadPhotoMutation } from './photo-operations'

/** The preview's box, as the profile dialog shows the photo: fixed, so nothing moves when a photo appears. */
const PREVIEW_PX = 96
const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024

/** The refusal the browser can tell before sending (type, size); the server checks again, and the pixels. */
function localProblem(file: File): string | null {
  if (!isPhotoType(file.type)) return 'PHOTO_TYPE'
  if (file.size > PHOTO_MAX_BYTES) return 'PHOTO_TOO_LARGE'
  return null
}

/**
 * The profile photo: choose a file, see it, send it. Sent on its own (a
 * multipart request, not the profile form's mutation), so a photo is saved
 * even while the text fields hold an unsaved draft.
 */
export function PhotoField({ account }: { account: Account }) {
  const { t } = useTranslation()
  const client = useClient()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [sending, setSending] = useState(false)
  // The preview's object URL lives as long as it is shown.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.preview) : undefined), [chosen])

  const errorText = useCallback(
    (code: string): string =>
      t(`ambassadorsArea.photo.errors.${code}`, { maxMb: MAX_MB, min: PHOTO_MIN_SIDE_PX, max: PHOTO_MAX_SIDE_PX, defaultValue: t('ambassadorsArea.photo.errors.failed') }),
    [t],
  )

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    setStatus('')
    setChosen(null)
    if (file === undefined) return setError(null)
    const problem = localProblem(file)
    setError(problem === null ? null : errorText(problem))
    if (problem === null) setChosen({ file, preview: URL.createObjectURL(file) })
  }

  const send = async () => {
    if (chosen === null) return
    setSending(true)
    setError(null)
    try {
      const result = await sendMultipart('default', UploadPhotoMutation, { file: chosen.file }, { variable: 'file', value: chosen.file })
      const refused = result.data?.uploadPhoto.fieldErrors[0]
      if (result.errorCode !== null || refused !== undefined || !result.data?.uploadPhoto.me) {
        setError(errorText(refused?.code ?? result.errorCode ?? 'failed'))
      } else {
        setChosen(null)
        if (input.current) input.current.value = ''
        // Under review (issue 32): the public card keeps the approved photo until staff approve.
        const me = readFragment(AccountFields, result.data.uploadPhoto.me)
        const waiting = me.pendingProfileChange?.changes.some((change) => change.field === 'photo') === true
        setStatus(t(waiting ? 'ambassadorsArea.photo.savedForReview' : 'ambassadorsArea.photo.saved'))
      }
      // The area's account (and its photo) comes from this query; an expired session signs out through it.
      if (result.errorCode === null || result.errorCode === 'UNAUTHENTICATED') await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise()
    } catch {
      setError(errorText('failed'))
    } finally {
      setSending(false)
    }
  }

  const { ambassador } = account
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className="field area-photo" data-invalid={error !== null || undefined}>
      <label className="field-label" htmlFor={`${id}-input`}>
        {t('ambassadorsArea.photo.label')}
      </label>
      <div className="area-photo-row">
        <span className="area-photo-preview" style={{ width: PREVIEW_PX, height: PREVIEW_PX }}>
          {chosen ? (
            <img src={chosen.preview} alt={t('ambassadorsArea.photo.previewAlt')} width={PREVIEW_PX} height={PREVIEW_PX} className="ambassador-avatar" />
          ) : (
            <AmbassadorAvatar
              id={ambassador.id}
              firstName={ambassador.firstName}
              lastInitial={ambassador.lastInitial}
              photoUrl={account.pendingProfileChange?.proposed.photoUrl ?? ambassador.photoUrl}
              size={PREVIEW_PX}
            />
          )}
        </span>
        <div className="area-photo-controls">
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            className="area-photo-input"
            accept={PHOTO_ACCEPTED_TYPES.join(',')}
            aria-invalid={error !== null || undefined}
            aria-describedby={describedBy(hintId, error !== null && errorId)}
            onChange={onChange}
          />
          <p id={hintId} className="field-hint">
            {t('ambassadorsArea.photo.hint', { maxMb: MAX_MB })}
          </p>
          <button type="button" className="button" disabled={chosen === null || sending} aria-busy={sending || undefined} onClick={() => void send()}>
            {sending ? t('ambassadorsArea.photo.sending') : t('ambassadorsArea.photo.send')}
          </button>
        </div>
      </div>
      <FieldError id={errorId} error={error} />
      <p className="area-status" role="status">
        {status}
      </p>
    </div>
  )
}
