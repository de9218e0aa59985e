import type { ResultOf } from '../../graphql/graphql'
import type { AmbassadorCardFragment } from './AmbassadorCardFragment'

/** The card's fields once unmasked with readFragment. */
export type AmbassadorCardFields = ResultOf<typeof AmbassadorCardFragment>
