/** GraphQL of profile review (issue 32): the staff queue and decisions, the ambassador's waiting change, and the card preview. */
import { countryName } from '../i18n/display-names'
import { payload } from '../graphql/payload'
import type { ApiContext } from '../graphql/context'
import type { Resolvers } from '../resolver-types.generated'
import { loadMe } from '../ambassadors/account'
import { ambassadorById } from '../ambassadors/loaders'
import { photoUrlFor } from '../ambassadors/photo/save-photo'
import { uploadPhoto } from '../ambassadors/photo/upload-photo'
import { updateProfile } from './edit-profile'
import { studyLevelName } from '../ambassadors/status'
import { staffViewById } from '../lifecycle/staff-list'
import { changedFields, withChanges } from './changes'
import { textOf, type FieldChange, type PreviewProfile } from './preview'
import { approveProfileRevision, pendingProfileRevisions, rejectProfileRevision, type RevisionView } from './review'
import { pendingRevisionOf, saveProfileEdit, withdrawProfileRevision } from './revisions'

const noDecision = { revisionId: null, status: null }

const unknownTerm = (key: string) => ({ key, nameEn: key, nameFr: key })

const STATUS = { pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED', withdrawn: 'WITHDRAWN' } as const

const proposedOf = (v: RevisionView): PreviewProfile => withChanges(v.ambassador, v.revision.changes)

const photoOf = (ctx: ApiContext) => (stored: string | null) => photoUrlFor(stored, ctx.env.publicApiUrl)

export const profileReviewResolvers: Resolvers = {
  Query: {
    pendingProfileRevisions: async (_, args, ctx) => {
      await ctx.requireStaff()
      return pendingProfileRevisions(ctx, args)
    },
  },
  Mutation: {
    updateProfile: async (_, { input }, ctx) => {
      const actor = await ctx.requireAmbassador()
      return payload(() => updateProfile(ctx, actor, input), { me: null })
    },
    uploadPhoto: async (_, { file }, ctx) => {
      // Invited and pending ambassadors upload theirs while completing the profile (onboarding): not public, not reviewed.
      const actor = await ctx.requireAmbassador({ onboarding: true })
      return payload(() => uploadPhoto(ctx, actor, file, (tx, row, base) => saveProfileEdit(ctx, tx, row, { photoUrl: base }).then(() => undefined)), { me: null })
    },
    approveProfileRevision: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => approveProfileRevision(ctx, staff, args.revisionId), noDecision)
    },
    rejectProfileRevision: async (_, args, ctx) => {
      const staff = await ctx.requireStaff()
      return payload(() => rejectProfileRevision(ctx, staff, args.revisionId, args.reason), noDecision)
    },
    withdrawProfileChange: async (_, __, ctx) => {
      const actor = await ctx.requireAmbassador()
      await withdrawProfileRevision(ctx.db, actor.ambassadorId)
      return { me: await loadMe(ctx, actor), fieldErrors: [] }
    },
  },
  AmbassadorAccount: {
    pendingProfileChange: async (a, _, ctx) => {
      const revision = await pendingRevisionOf(ctx.db, a.id)
      return revision === null ? null : { revision, ambassador: a }
    },
  },
  StaffAmbassador: {
    preview: async (v, _, ctx) =>
      (await ambassadorById(ctx).load(v.row.id)) ?? { ...v.row, headline: '', headlineFr: '', bioEn: '', bioFr: '', languages: [], interests: [], latitude: 0, longitude: 0 },
  },
  ProfileRevisionConnection: { totalCount: (c) => c.totalCount() },
  ProfileRevision: {
    id: (v) => v.revision.id,
    status: (v) => STATUS[v.revision.status],
    submittedAt: (v) => v.revision.updatedAt,
    current: (v) => v.ambassador,
    proposed: (v) => proposedOf(v),
    changes: (v): FieldChange[] => changedFields(v.revision.changes).map((field) => ({ field, before: v.ambassador, after: proposedOf(v) })),
    ambassador: async (v, _, ctx) => {
      await ctx.requireStaff()
      const view = await staffViewById(ctx.db, ctx.org.id, v.ambassador.id)
      if (view === null) throw new Error('a revision outlived its ambassador')
      return view
    },
  },
  ProfileFieldChange: {
    before: (c, { locale }, ctx) => textOf(c.before, c.field, ctx.org, locale, photoOf(ctx)),
    after: (c, { locale }, ctx) => textOf(c.after, c.field, ctx.org, locale, photoOf(ctx)),
  },
  ProfilePreview: {
    photoUrl: (p, _, ctx) => photoUrlFor(p.photoUrl, ctx.env.publicApiUrl),
    lastInitial: (p) => (p.lastName === '' ? '' : `${[...p.lastName][0]}.`),
    field: (p, _, ctx) => ctx.org.fieldByKey.get(p.fieldKey) ?? unknownTerm(p.fieldKey),
    studyLevel: (p) => (p.studyLevel === '' ? null : studyLevelName(p.studyLevel)),
    countryName: (p, { locale }) => (p.country === '' ? '' : countryName(p.country, locale)),
    interests: (p, _, ctx) => p.interests.map((k) => ctx.org.interestByKey.get(k) ?? unknownTerm(k)),
  },
}
