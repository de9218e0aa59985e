/**
 * Seeded records with stable ids and emails that tests (API and browser) may
 * rely on. Everything else in the seed is generated from a fixed PRNG seed.
 */
export const DEMO_ORG_SLUG = 'demo'
export const SCALE_ORG_SLUG = 'scale'

export interface AmbassadorFixture {
  readonly id: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly fieldKey: string
  readonly studyLevel: 'BACHELOR' | 'MASTER' | 'PHD' | 'EXCHANGE' | 'ALUMNI'
  readonly languages: readonly string[]
  readonly interests: readonly string[]
  readonly city: string
  readonly timeZone: string
  readonly meetingMinutes: number
  readonly acceptsMeetings: boolean
  /** Weekly windows: ISO weekday 1–7 and local `HH:MM` times. */
  readonly windows: readonly { weekday: number; start: string; end: string }[]
}

const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }))

export const FIXTURES = {
  /** Paris, Engineering master, en+fr, Mon–Fri 09:00–17:00 Europe/Paris, 30-min calls; has open questions (one overdue). */
  ambassador1: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ambassador1@demo.test',
    firstName: 'Alice',
    lastName: 'Durand',
    fieldKey: 'engineering',
    studyLevel: 'MASTER',
    languages: ['fr', 'en'],
    interests: ['sports', 'entrepreneurship', 'housing'],
    city: 'Paris',
    timeZone: 'Europe/Paris',
    meetingMinutes: 30,
    acceptsMeetings: true,
    windows: weekdays('09:00', '17:00'),
  },
  /** Montreal, Business bachelor, fr+en, every day 10:00–16:00 America/Toronto, 20-min calls; has meetings. */
  ambassador2: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'ambassador2@demo.test',
    firstName: 'Bruno',
    lastName: 'Tremblay',
    fieldKey: 'business',
    studyLevel: 'BACHELOR',
    languages: ['fr', 'en'],
    interests: ['music', 'student-life'],
    city: 'Montreal',
    timeZone: 'America/Toronto',
    meetingMinutes: 20,
    acceptsMeetings: true,
    windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '16:00' })),
  },
  /** Tokyo, Computer Science PhD, ja+en, takes no calls. */
  ambassador3: {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'ambassador3@demo.test',
    firstName: 'Chihiro',
    lastName: 'Sato',
    fieldKey: 'computer-science',
    studyLevel: 'PHD',
    languages: ['ja', 'en'],
    interests: ['research', 'gaming'],
    city: 'Tokyo',
    timeZone: 'Asia/Tokyo',
    meetingMinutes: 30,
    acceptsMeetings: false,
    windows: [],
  },
  /** Madrid, Law alumna, es only (no language in common with an English-only visitor). */
  ambassador4: {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'ambassador4@demo.test',
    firstName: 'Dolores',
    lastName: 'García',
    fieldKey: 'law',
    studyLevel: 'ALUMNI',
    languages: ['es'],
    interests: ['volunteering'],
    city: 'Madrid',
    timeZone: 'Europe/Madrid',
    meetingMinutes: 45,
    acceptsMeetings: true,
    windows: weekdays('18:00', '21:00'),
  },
} as const satisfies Record<string, AmbassadorFixture>

/** Number of generated ambassadors besides the fixtures (the demo org has 150 in all). */
export const GENERATED_AMBASSADORS = 146
export const SEEDED_QUESTIONS = 320
export const DEMO_PRIMARY_COLOR = '#1d4ed8'
export const DEMO_EMBED_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:4173', 'http://127.0.0.1:4173'] as const

/** The demo organization's staff (issue 16): an owner for the README's sign-in, an editor for the role rules. */
export const DEMO_STAFF = [
  { email: 'staff@demo.test', role: 'owner' },
  { email: 'editor@demo.test', role: 'editor' },
] as const
