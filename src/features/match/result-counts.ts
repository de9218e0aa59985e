/* How many ranked ambassadors the match pages ask for and show. */

/** Ranked ambassadors fetched for the results; the first MATCH_RESULTS_SHOWN show before "Show more". */
export const MATCH_RESULTS_FETCHED = 9
export const MATCH_RESULTS_SHOWN = 3
/** /matchQuestion lets the visitor switch among this many best matches. */
export const MATCH_QUESTION_CHOICES = 3
