import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from 'urql'
import { serverErrorMessage } from '../../../forms/messages'
import { AcceptInvitationMutation } from './onboarding-operations'

export type InvitationState =
  | { readonly step: 'none' }
  | { readonly step: 'checking' }
  | { readonly step: 'accepted'; readonly email: string }
  | { readonly step: 'refused'; readonly code: string; readonly message: string }

/** The `invite` token of the page's address, if any. */
export function invitationToken(search: string): string | null {
  const token = new URLSearchParams(search).get('invite')?.trim()
  return token ? token : null
}

/**
 * Opens the invitation link of the address (`?invite=<token>`) once: the API
 * marks it accepted and names the invited address, which the sign-in then
 * prefills. The token leaves the address bar, so a reload or a shared
 * screenshot does not replay it.
 */
export function useInvitation(onAccepted: (email: string) => void): InvitationState {
  const { i18n } = useTranslation()
  const [, accept] = useMutation(AcceptInvitationMutation)
  const [token] = useState(() => (typeof window === 'undefined' ? null : invitationToken(window.location.search)))
  const [state, setState] = useState<InvitationState>(token === null ? { step: 'none' } : { step: 'checking' })
  useEffect(() => {
    if (token === null) return
    let current = true
    const url = new URL(window.location.href)
    url.searchParams.delete('invite')
    window.history.replaceState(window.history.state, '', url)
    void accept({ token }).then((result) => {
      if (!current) return
      const payload = result.data?.acceptInvitation
      const [refusal] = payload?.fieldErrors ?? []
      if (payload?.email && !refusal) {
        onAccepted(payload.email)
        setState({ step: 'accepted', email: payload.email })
      } else if (refusal) setState({ step: 'refused', code: refusal.code, message: serverErrorMessage(i18n, refusal, '') })
      else setState({ step: 'refused', code: 'FAILED', message: '' })
    })
    return () => {
      current = false
    }
    // Once per page load: the token is read from the address once (onAccepted only sets state).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token])
  return state
}
