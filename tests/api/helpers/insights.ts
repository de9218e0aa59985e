/** Rows placed at chosen instants for the insights tests, and the local day a test counts them on itself. */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../server/db/client'
import { communities, communityJoins, conversationRatings, eventCounts, meetings, organizations, questions } from '../../../server/db/schema'
import { DEMO_ORG_SLUG } from '../../../server/demo/seed-fixtures'

export const PARIS = 'Europe/Paris'

/** `YYYY-MM-DD` of an instant in a time zone, by Intl (not by the database the API reads). */
export const localDay = (at: Date, timeZone = PARIS): string => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

export async function demoOrgId(db: Db): Promise<string> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, DEMO_ORG_SLUG))
  if (org === undefined) throw new Error('no demo organization')
  return org.id
}

export async function insertQuestion(
  db: Db,
  orgId: string,
  ambassadorId: string,
  over: { createdAt: Date; answeredAt?: Date | null; topic?: string; body?: string; status?: 'open' | 'answered' | 'closed'; email?: string },
) {
  const [row] = await db
    .insert(questions)
    .values({
      orgId,
      ambassadorId,
      firstName: 'Insight',
      email: over.email ?? 'insights@example.com',
      topic: over.topic ?? 'Housing',
      body: over.body ?? 'How is student housing near the campus?',
      locale: 'en',
      status: over.status ?? (over.answeredAt ? 'answered' : 'open'),
      createdAt: over.createdAt,
      answeredAt: over.answeredAt ?? null,
    })
    .returning()
  if (row === undefined) throw new Error('question insert returned nothing')
  return row
}

export async function insertMeeting(
  db: Db,
  orgId: string,
  ambassadorId: string,
  over: { createdAt: Date; startsAt: Date; status: 'pending' | 'confirmed' | 'declined' | 'cancelled'; updatedAt?: Date; email?: string },
) {
  const [row] = await db
    .insert(meetings)
    .values({
      orgId,
      ambassadorId,
      startsAt: over.startsAt,
      endsAt: new Date(over.startsAt.getTime() + 30 * 60_000),
      type: 'video',
      status: over.status,
      firstName: 'Meg',
      lastName: 'Visitor',
      email: over.email ?? 'meeting@example.com',
      phone: '+33612345678',
      locale: 'en',
      createdAt: over.createdAt,
      updatedAt: over.updatedAt ?? over.createdAt,
    })
    .returning()
  if (row === undefined) throw new Error('meeting insert returned nothing')
  return row
}

export async function insertJoin(db: Db, orgId: string, at: Date, email: string, marketingOptIn = false) {
  const [group] = await db.select({ id: communities.id }).from(communities).where(eq(communities.orgId, orgId)).limit(1)
  if (group === undefined) throw new Error('no community')
  const [row] = await db.insert(communityJoins).values({ communityId: group.id, email, marketingOptIn, locale: 'en', createdAt: at }).returning()
  if (row === undefined) throw new Error('join insert returned nothing')
  return row
}

export async function insertRating(db: Db, orgId: string, questionId: string, ambassadorId: string, rating: number, at: Date) {
  await db.insert(conversationRatings).values({ questionId, orgId, ambassadorId, rating, createdAt: at })
}

export async function insertEvents(db: Db, orgId: string, day: string, name: string, count: number) {
  await db.insert(eventCounts).values({ orgId, day, name, count })
}
