/**
 * An ambassador's public texts — headlines and bios (both languages), city, and
 * at onboarding the name — through the safeguarding rules, from the profile
 * editor and the onboarding form alike: each is on the public card. A BLOCK match
 * refuses the save whatever changed; a FLAG is recorded only for a text that
 * changed, so saving the same profile again does not queue it again.
 */
import type { Tx } from '../db/client'
import type { Deps } from '../core/deps'
import { recordFlags } from './flags'
import { screenTexts } from './screen'
import type { FlaggedText, ScreenDeps } from './screen'

export interface ProfileTexts {
  readonly headline: string
  readonly headlineFr: string
  readonly bioEn: string
  readonly bioFr: string
  readonly city: string
  /** Sent at onboarding only (the profile editor does not change the name). */
  readonly firstName?: string
  readonly lastName?: string
}

const FIELDS = ['firstName', 'lastName', 'headline', 'headlineFr', 'bioEn', 'bioFr', 'city'] as const satisfies readonly (keyof ProfileTexts)[]

/** `sent` as typed (untrimmed: spans point into it), `stored` as the profile is now. */
export async function screenProfileTexts(deps: ScreenDeps, sent: ProfileTexts, stored: ProfileTexts): Promise<FlaggedText[]> {
  const flagged = await screenTexts(
    deps,
    FIELDS.map((field) => ({ field, value: sent[field] })),
  )
  return flagged.filter((f) => f.text !== stored[f.field as keyof ProfileTexts])
}

export async function recordProfileFlags(deps: Pick<Deps, 'org' | 'env'>, tx: Tx, ambassadorId: string, flagged: readonly FlaggedText[]): Promise<void> {
  await recordFlags(deps, tx, { source: 'profile', ambassadorId }, flagged)
}
