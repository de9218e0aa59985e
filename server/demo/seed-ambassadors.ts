/** Generates realistic ambassadors (profile, place, languages, availability) from a seeded PRNG. */
import { buildSearchText } from '../ambassadors/search-text'
import type { AmbassadorFixture } from './seed-fixtures'
import type { Random } from './seed-data/prng'
import { STUDY_LEVEL_NAMES } from '../core/study-levels'
import { minutesOf } from '../core/time-of-day'
import { FIELDS, FIRST_NAMES, INTERESTS, LAST_NAMES } from './seed-data/people'
import type { StudyLevelValue } from '../core/study-levels'
import { PLACES } from './seed-data/places'
import type { Place } from './seed-data/places'
import { BIO_EN, BIO_FR, HEADLINES } from './seed-data/texts'
import type { ambassadors, availabilityWindows } from '../db/schema'
import type { Locale } from '../../src/contract/locale'

export type AmbassadorInsert = typeof ambassadors.$inferInsert
export type WindowInsert = typeof availabilityWindows.$inferInsert

export interface GeneratedAmbassador {
  readonly row: AmbassadorInsert & { id: string }
  readonly windows: WindowInsert[]
}

const DAY_MS = 86_400_000
const WINDOW_PATTERNS = [
  ['09:00', '12:00'],
  ['14:00', '17:00'],
  ['18:00', '20:30'],
  ['12:00', '13:30'],
  ['10:00', '16:00'],
] as const
const LEVEL_WEIGHTS: readonly StudyLevelValue[] = ['BACHELOR', 'BACHELOR', 'BACHELOR', 'MASTER', 'MASTER', 'MASTER', 'PHD', 'EXCHANGE', 'ALUMNI', 'ALUMNI']
const FRENCH_PLACES = PLACES.filter((place) => place.country === 'FR')

const termName = (list: readonly { key: string; en: string; fr: string }[], key: string, locale: Locale): string => list.find((t) => t.key === key)?.[locale] ?? key

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}

function pickLanguages(random: Random, place: Place): string[] {
  const set = new Set<string>(place.languages.slice(0, 2))
  if (random.chance(0.85)) set.add('en')
  if (place.country === 'FR' || random.chance(0.45)) set.add('fr')
  if (random.chance(0.15)) set.add(random.pick(['es', 'de', 'it', 'pt', 'ar', 'zh']))
  return [...set].slice(0, 4)
}

/** Bilingual texts and the search text of an ambassador, from its facts. */
export function describeAmbassador(
  a: {
    firstName: string
    lastName: string
    fieldKey: string
    studyLevel: StudyLevelValue
    interests: readonly string[]
    city: string
    country: string
  },
  random: Random,
): Pick<AmbassadorInsert, 'headline' | 'headlineFr' | 'bioEn' | 'bioFr' | 'searchText'> {
  const interest = a.interests[0] ?? 'student-life'
  const values = {
    field: termName(FIELDS, a.fieldKey, 'en'),
    fieldFr: termName(FIELDS, a.fieldKey, 'fr').toLowerCase(),
    level: STUDY_LEVEL_NAMES[a.studyLevel].en,
    levelLower: STUDY_LEVEL_NAMES[a.studyLevel].en.toLowerCase(),
    levelFr: STUDY_LEVEL_NAMES[a.studyLevel].fr.toLowerCase(),
    interest: termName(INTERESTS, interest, 'en').toLowerCase(),
    interestFr: termName(INTERESTS, interest, 'fr').toLowerCase(),
    city: a.city,
    campus: 'Horizon',
  }
  const headlines = random.pick(HEADLINES)
  const headline = fill(headlines.en, values)
  const headlineFr = fill(headlines.fr, values)
  const termNames = [a.fieldKey, ...a.interests].flatMap((key) => [
    termName(FIELDS, key, 'en'),
    termName(FIELDS, key, 'fr'),
    termName(INTERESTS, key, 'en'),
    termName(INTERESTS, key, 'fr'),
  ])
  return {
    headline,
    headlineFr,
    bioEn: fill(random.pick(BIO_EN), values),
    bioFr: fill(random.pick(BIO_FR), values),
    searchText: buildSearchText({ ...a, headline, headlineFr, termNames: [...new Set(termNames)] }),
  }
}

export function generateAmbassador(random: Random, orgId: string, index: number, emailDomain: string, referenceDate: Date): GeneratedAmbassador {
  const place = random.chance(0.35) ? random.pick(FRENCH_PLACES) : random.pick(PLACES)
  const languages = pickLanguages(random, place)
  const nameLang = place.languages.find((l) => FIRST_NAMES[l] !== undefined) ?? 'en'
  const firstName = random.pick(FIRST_NAMES[nameLang] ?? FIRST_NAMES.en ?? ['Alex'])
  const lastName = random.pick(LAST_NAMES[nameLang] ?? LAST_NAMES.en ?? ['Doe'])
  const fieldKey = random.pick(FIELDS).key
  const studyLevel = random.pick(LEVEL_WEIGHTS)
  const interests = random.sample(
    INTERESTS.map((i) => i.key),
    random.int(2, 4),
  )
  const id = random.uuid()
  const outOfOffice: string[] = []
  if (random.chance(0.1)) {
    const start = referenceDate.getTime() + random.int(0, 10) * DAY_MS
    for (let d = 0; d < random.int(2, 5); d++) outOfOffice.push(new Date(start + d * DAY_MS).toISOString().slice(0, 10))
  }
  const windows: WindowInsert[] = []
  for (const weekday of random.sample([1, 2, 3, 4, 5, 6, 7], random.int(2, 5))) {
    const [start, end] = random.pick(WINDOW_PATTERNS)
    windows.push({ ambassadorId: id, weekday, startMinute: minutesOf(start), endMinute: minutesOf(end) })
  }
  const facts = { firstName, lastName, fieldKey, studyLevel, interests, city: place.city, country: place.country }
  return {
    row: {
      id,
      orgId,
      email: `amb${index}@${emailDomain}`,
      ...facts,
      ...describeAmbassador(facts, random),
      languages,
      photoUrl: null,
      latitude: Math.round((place.lat + (random.next() - 0.5) * 0.06) * 10_000) / 10_000,
      longitude: Math.round((place.lng + (random.next() - 0.5) * 0.06) * 10_000) / 10_000,
      timeZone: place.zone,
      meetingMinutes: random.pick([20, 30, 30, 45]),
      acceptsMeetings: random.chance(0.85),
      outOfOffice,
      lastActiveAt: new Date(referenceDate.getTime() - random.int(1, 30 * 24) * 3_600_000),
    },
    windows,
  }
}

export function fixtureAmbassador(f: AmbassadorFixture, orgId: string, random: Random): GeneratedAmbassador {
  const place = PLACES.find((p) => p.city === f.city)
  if (place === undefined) throw new Error(`fixture city ${f.city} is not in PLACES`)
  const facts = { firstName: f.firstName, lastName: f.lastName, fieldKey: f.fieldKey, studyLevel: f.studyLevel, interests: [...f.interests], city: f.city, country: place.country }
  return {
    row: {
      id: f.id,
      orgId,
      email: f.email,
      ...facts,
      ...describeAmbassador(facts, random),
      languages: [...f.languages],
      latitude: place.lat,
      longitude: place.lng,
      timeZone: f.timeZone,
      meetingMinutes: f.meetingMinutes,
      acceptsMeetings: f.acceptsMeetings,
      photoUrl: null,
      outOfOffice: [],
    },
    windows: f.windows.map((w) => ({ ambassadorId: f.id, weekday: w.weekday, startMinute: minutesOf(w.start), endMinute: minutesOf(w.end) })),
  }
}
