/** Meetings placed straight in the database at chosen times (reminders and attendance tests), each with its own visitor. */
import type { Db } from '../../../server/db/client'
import { meetings } from '../../../server/db/schema'
import { demoOrgId } from './insights'

export async function insertCall(
  db: Db,
  ambassadorId: string,
  over: { startsAt: Date; firstName: string; email: string; status?: 'pending' | 'confirmed' | 'cancelled'; confirmedAt?: Date | null; locale?: 'en' | 'fr'; timeZone?: string },
) {
  const [row] = await db
    .insert(meetings)
    .values({
      orgId: await demoOrgId(db),
      ambassadorId,
      startsAt: over.startsAt,
      endsAt: new Date(over.startsAt.getTime() + 30 * 60_000),
      type: 'video',
      status: over.status ?? 'confirmed',
      firstName: over.firstName,
      lastName: 'Visitor',
      email: over.email,
      phone: '',
      locale: over.locale ?? 'en',
      visitorTimeZone: over.timeZone ?? null,
      confirmedAt: over.confirmedAt === undefined ? new Date(over.startsAt.getTime() - 7 * 86_400_000) : over.confirmedAt,
    })
    .returning()
  if (row === undefined) throw new Error('meeting insert returned nothing')
  return row
}
