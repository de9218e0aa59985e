import type { KeyboardEvent } from 'react'

/**
 * Enter on a chip, a card or a select advances the questionnaire like Enter in a text
 * field does (browsers submit a form on Enter only from text inputs).
 */
export function submitOnEnter(event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>): void {
  if (event.key !== 'Enter') return
  event.preventDefault()
  event.currentTarget.form?.requestSubmit()
}
