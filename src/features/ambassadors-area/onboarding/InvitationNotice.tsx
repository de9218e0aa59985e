import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvitationState } from './useInvitation'

const REFUSAL_KEYS = {
  INVITATION_EXPIRED: 'ambassadorsArea.invitation.expired',
  INVITATION_USED: 'ambassadorsArea.invitation.used',
  NOT_FOUND: 'ambassadorsArea.invitation.notFound',
} as const

/** Above the sign-in: the invitation is accepted (sign in with the prefilled address), or why the link no longer works and what to do. */
export function InvitationNotice({ invitation }: { invitation: InvitationState }) {
  const { t } = useTranslation()
  const refused = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (invitation.step === 'refused') refused.current?.focus()
  }, [invitation.step])
  if (invitation.step === 'accepted') return <p className="area-notice">{t('ambassadorsArea.invitation.accepted', { email: invitation.email })}</p>
  if (invitation.step !== 'refused') return null
  const key = invitation.code in REFUSAL_KEYS ? REFUSAL_KEYS[invitation.code as keyof typeof REFUSAL_KEYS] : 'ambassadorsArea.invitation.failed'
  return (
    <div ref={refused} className="area-notice area-notice-warning" role="alert" tabIndex={-1}>
      <p>{t(key)}</p>
      <p>{t('ambassadorsArea.invitation.askAgain')}</p>
    </div>
  )
}
