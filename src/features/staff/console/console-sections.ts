/** Every section of the console, in the sidebar's order. */
export const SECTIONS = ['settings', 'ambassadors', 'safeguarding', 'moderation', 'staff', 'audit', 'insights'] as const
export type Section = (typeof SECTIONS)[number]

/** Sections only owners can use: the API refuses editors there (FORBIDDEN), so the console does not offer them. */
const OWNER_SECTIONS: ReadonlySet<Section> = new Set(['staff', 'audit'])

/** The sections a role can use (issue 34: no tab that only says "owners only"). */
export function sectionsFor(role: 'OWNER' | 'EDITOR'): readonly Section[] {
  return role === 'OWNER' ? SECTIONS : SECTIONS.filter((section) => !OWNER_SECTIONS.has(section))
}

/** The section to show: the one chosen if this role can use it, Settings otherwise (a stored choice from an owner's session). */
export function visibleSection(chosen: Section, allowed: readonly Section[]): Section {
  return allowed.includes(chosen) ? chosen : 'settings'
}
