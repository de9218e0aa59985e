/**
 * The conversation forms (issue 19), shared by the thread page and the API:
 * a visitor's follow-up (the question's length bounds, shorter minimum: a
 * reply may be "Thanks!") and the closing question "did it help?" — a whole
 * number from 1 to 5 and an optional comment.
 */
import { FOLLOW_UP_MAX_CHARS, FOLLOW_UP_MIN_CHARS, RATING_COMMENT_MAX_CHARS, RATING_MAX, RATING_MIN } from '../limits'
import { custom, max, min, required } from './rules'
import { field } from './schemas'
import type { FormSchema } from './schemas'

/** sendFollowUp. */
export const followUpSchema = {
  body: field('fields.followUp', [required(), min(FOLLOW_UP_MIN_CHARS), max(FOLLOW_UP_MAX_CHARS)]),
} satisfies FormSchema

/** rateConversation. */
export const ratingSchema = {
  rating: field('fields.rating', [
    required(),
    custom({
      code: 'RANGE',
      messageKey: 'validation.range',
      params: { min: RATING_MIN, max: RATING_MAX },
      test: (v) => typeof v === 'number' && Number.isInteger(v) && v >= RATING_MIN && v <= RATING_MAX,
    }),
  ]),
  comment: field('fields.ratingComment', [max(RATING_COMMENT_MAX_CHARS)]),
} satisfies FormSchema
