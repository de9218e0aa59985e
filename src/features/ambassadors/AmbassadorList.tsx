import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AmbassadorCard, type AmbassadorCardProps } from './AmbassadorCard'
import type { AmbassadorCardData } from './AmbassadorCardFragment'
import './AmbassadorCard.css'

type ListProps = Omit<AmbassadorCardProps, 'ambassador' | 'children'> & {
  /** Cards to render; or pass `children` (AmbassadorListItem elements) for custom content per card. */
  ambassadors?: readonly (AmbassadorCardData & { id: string })[]
  children?: ReactNode
  /** The list's accessible name (default "Ambassadors"). */
  label?: string
  /** Id of a heading that names the list (wins over `label`). */
  labelledBy?: string
  /** Announce appended cards to assistive tech as busy while loading. */
  busy?: boolean
}

/**
 * A responsive grid of ambassador cards with real list semantics (`<ul>`,
 * one `<li>` per card): 1 column on phones, 2 on tablets, 3 on desktops
 * (compact: up to 4).
 */
export function AmbassadorList({ ambassadors, children, label, labelledBy, busy, variant = 'full', ...cardProps }: ListProps) {
  const { t } = useTranslation()
  return (
    <ul
      className={`ambassador-list ambassador-list-${variant}`}
      aria-label={labelledBy ? undefined : (label ?? t('ambassador.listLabel'))}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
    >
      {ambassadors?.map((ambassador) => (
        <AmbassadorListItem key={ambassador.id}>
          <AmbassadorCard ambassador={ambassador} variant={variant} {...cardProps} />
        </AmbassadorListItem>
      ))}
      {children}
    </ul>
  )
}

export function AmbassadorListItem({ children }: { children: ReactNode }) {
  return <li className="ambassador-list-item">{children}</li>
}
