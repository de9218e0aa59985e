import type { SetupStepKey } from './setup-operations'

/** Where each step is done: a console section, and the control there that takes focus. */
export interface StepTarget {
  readonly section: 'settings' | 'ambassadors'
  /** A selector inside that section's panel; null: the panel itself. */
  readonly focus: string | null
}

export const STEP_TARGETS: Readonly<Record<SetupStepKey, StepTarget>> = {
  NAME_AND_TAGLINE: { section: 'settings', focus: '#console-settings-taglineEn' },
  COLOUR: { section: 'settings', focus: '#console-settings-primaryColor' },
  LOGO: { section: 'settings', focus: '.console-file' },
  EMBED_ORIGIN: { section: 'settings', focus: '#console-settings-allowedEmbedOrigins' },
  AMBASSADORS: { section: 'ambassadors', focus: null },
  FIRST_PUBLISH: { section: 'settings', focus: '.console-publish button' },
}
