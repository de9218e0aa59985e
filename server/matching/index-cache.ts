/**
 * The matching features of every active ambassador, held per organization in
 * memory so `match` over 10,000 ambassadors is a scan of plain objects, not a
 * query. Safe across replicas: each request checks the organization's
 * directory_version (bumped in the same transaction as any change to a
 * matching input) and rebuilds when it moved.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ambassadors } from '../db/schema'
import { directoryVersion } from '../organizations/directory-version'
import type { Candidate } from './score'

interface Entry {
  readonly version: number
  readonly candidates: Promise<readonly Candidate[]>
}

export class MatchIndex {
  private readonly entries = new Map<string, Entry>()

  constructor(private readonly db: Db) {}

  async candidates(orgId: string): Promise<readonly Candidate[]> {
    const version = await directoryVersion(this.db, orgId)
    const entry = this.entries.get(orgId)
    if (entry !== undefined && entry.version === version) return entry.candidates
    const candidates = this.load(orgId)
    this.entries.set(orgId, { version, candidates })
    candidates.catch(() => this.entries.delete(orgId))
    return candidates
  }

  private async load(orgId: string): Promise<readonly Candidate[]> {
    const rows = await this.db
      .select({
        id: ambassadors.id,
        fieldKey: ambassadors.fieldKey,
        studyLevel: ambassadors.studyLevel,
        languages: ambassadors.languages,
        country: ambassadors.country,
        latitude: ambassadors.latitude,
        longitude: ambassadors.longitude,
        interests: ambassadors.interests,
        answeredCount: ambassadors.answeredCount,
        medianAnswerMinutes: ambassadors.medianAnswerMinutes,
      })
      .from(ambassadors)
      .where(and(eq(ambassadors.orgId, orgId), eq(ambassadors.active, true)))
    return rows
  }
}
