/** Seeded community groups and questions (answered, open, published) for the demo organization. */
import type { Random } from './seed-data/prng'
import { QUESTIONS } from './seed-data/texts'
import { FIRST_NAMES } from './seed-data/people'
import type { GeneratedAmbassador } from './seed-ambassadors'
import type { answers, communities, communityMembers, questions } from '../db/schema'

type CommunityInsert = typeof communities.$inferInsert & { id: string }

export function demoCommunities(random: Random, orgId: string): CommunityInsert[] {
  const c = (slug: string, nameEn: string, nameFr: string, descriptionEn: string, descriptionFr: string, criteria: Partial<CommunityInsert>): CommunityInsert => ({
    id: random.uuid(),
    orgId,
    slug,
    nameEn,
    nameFr,
    descriptionEn,
    descriptionFr,
    ...criteria,
  })
  return [
    c(
      'international',
      'International students',
      'Étudiants internationaux',
      'Coming from abroad? Visas, housing, budget and settling in, from people who did it.',
      "Vous venez de l'étranger ? Visa, logement, budget et installation, par ceux qui l'ont vécu.",
      { forInternational: true, interests: ['exchange', 'housing'], position: 0 },
    ),
    c(
      'women-in-tech',
      'Women in engineering & tech',
      'Femmes en ingénierie et tech',
      'Engineering and computer science students sharing projects, internships and role models.',
      'Étudiantes en ingénierie et informatique : projets, stages et modèles inspirants.',
      { fieldKeys: ['engineering', 'computer-science', 'mathematics'], position: 1 },
    ),
    c(
      'graduate-research',
      'Graduate studies & research',
      'Études supérieures et recherche',
      'Masters and PhDs: labs, theses, funding and academic careers.',
      'Masters et doctorats : laboratoires, thèses, financements et carrières académiques.',
      { studyLevels: ['MASTER', 'PHD'], interests: ['research'], position: 2 },
    ),
    c(
      'francophone',
      'Francophone community',
      'Communauté francophone',
      'For French speakers from every country: studying, living and working in French.',
      'Pour les francophones de tous pays : étudier, vivre et travailler en français.',
      { languages: ['fr'], position: 3 },
    ),
    c(
      'entrepreneurs',
      'Entrepreneurs',
      'Entrepreneurs',
      'Start-ups, incubator, business competitions and side projects.',
      'Start-up, incubateur, concours et projets personnels.',
      { fieldKeys: ['business', 'economics'], interests: ['entrepreneurship', 'internships'], position: 4 },
    ),
    c(
      'campus-life',
      'Campus life & sports',
      'Vie de campus et sport',
      'Clubs, sports teams, music, events and everyday student life.',
      'Associations, équipes sportives, musique, événements et vie étudiante au quotidien.',
      { interests: ['sports', 'music', 'student-life', 'outdoors'], position: 5 },
    ),
  ]
}

/** Members: ambassadors who share the group's criteria, at most 40 per group. */
export function communityMembersFor(list: readonly CommunityInsert[], all: readonly GeneratedAmbassador[], homeCountry: string): (typeof communityMembers.$inferInsert)[] {
  const rows: (typeof communityMembers.$inferInsert)[] = []
  for (const community of list) {
    const fits = all.filter(
      ({ row }) =>
        (community.forInternational === true && row.country !== homeCountry) ||
        (community.fieldKeys ?? []).includes(row.fieldKey) ||
        (community.studyLevels ?? []).includes(row.studyLevel) ||
        (community.languages ?? []).some((l) => (row.languages ?? []).includes(l)) ||
        (community.interests ?? []).some((i) => (row.interests ?? []).includes(i)),
    )
    for (const { row } of fits.slice(0, 40)) rows.push({ communityId: community.id, ambassadorId: row.id })
  }
  return rows
}

const HOUR_MS = 3_600_000

export interface SeededQuestions {
  questions: (typeof questions.$inferInsert)[]
  answers: (typeof answers.$inferInsert)[]
}

/**
 * `count` questions: ~55 % answered (60 % of those published), ~35 % open
 * (some waiting over 48 h), ~10 % closed. `forced` ambassadors get open ones.
 */
export function demoQuestions(random: Random, orgId: string, all: readonly GeneratedAmbassador[], count: number, referenceDate: Date, forced: readonly string[]): SeededQuestions {
  const out: SeededQuestions = { questions: [], answers: [] }
  const visitorNames = [...(FIRST_NAMES.en ?? []), ...(FIRST_NAMES.fr ?? []), ...(FIRST_NAMES.es ?? [])]
  for (let i = 0; i < count; i++) {
    const forcedId = forced[i]
    const ambassador = forcedId ?? random.pick(all).row.id
    const template = random.pick(QUESTIONS)
    const roll = forcedId !== undefined ? 0.7 : random.next()
    const status = roll < 0.55 ? 'answered' : roll < 0.9 ? 'open' : 'closed'
    const ageHours = status === 'open' ? (i % 7 === 0 ? random.int(49, 120) : random.int(1, 40)) : random.int(72, 90 * 24)
    const createdAt = new Date(referenceDate.getTime() - ageHours * HOUR_MS)
    const id = random.uuid()
    const firstName = random.pick(visitorNames)
    const answered = status === 'answered'
    // Answer delays: mostly within hours, sometimes days (log-uniform 5 min … 3 days).
    const answeredAt = answered ? new Date(createdAt.getTime() + Math.round(5 * Math.pow(864, random.next())) * 60_000) : null
    const published = answered && random.chance(0.6)
    out.questions.push({
      id,
      orgId,
      ambassadorId: ambassador,
      firstName,
      email: `visitor${i}@example.com`,
      topic: template.topic,
      body: template.body,
      locale: template.locale,
      status,
      createdAt,
      answeredAt,
      published,
      publishedAt: published ? answeredAt : null,
    })
    // Seeded answers count as mailed when written: the visitor-mail job (decision 144) leaves them alone.
    if (answeredAt !== null)
      out.answers.push({ id: random.uuid(), questionId: id, ambassadorId: ambassador, body: template.answer, createdAt: answeredAt, visitorMailedAt: answeredAt })
  }
  return out
}
