import { parseStepParam } from '../features/match/step-param'
import type { RouteMiddlewareRegistry } from '../runtime/middleware'

/** Opaque ids as the API issues them: URL-safe, bounded. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** Bearer secrets as the API issues them (`tt_` thread, `mt_` meeting, `cj_` join confirmation, `gl_` leaving a group, `cl_` "my conversations" + 43 base64url characters). */
const tokenPattern = (prefix: string): RegExp => new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`)
const THREAD_TOKEN_PATTERN = tokenPattern('tt_')
const MANAGE_TOKEN_PATTERN = tokenPattern('mt_')
const JOIN_CONFIRM_TOKEN_PATTERN = tokenPattern('cj_')
const LEAVE_TOKEN_PATTERN = tokenPattern('gl_')
const CONVERSATIONS_TOKEN_PATTERN = tokenPattern('cl_')
const isValidToken = (value: string | undefined, pattern: RegExp): boolean => value === undefined || pattern.test(value)

/** An optional query parameter holding one id, or a comma-separated list of ids. */
export const isValidIdParam = (value: string | undefined, { list = false } = {}): boolean =>
  value === undefined || (list ? value.split(',') : [value]).every((id) => ID_PATTERN.test(id))

/**
 * The named route middleware pages may list in `routeMiddleware`. Each returns
 * exactly true to let the navigation through; anything else is the seed's 404.
 */
export const routeMiddleware: RouteMiddlewareRegistry = {
  /** `?ambassador=<id>` (question, meet) must be a well-formed id when present. */
  ambassadorQuery: ({ urlParsed }) => isValidIdParam(urlParsed.search.ambassador),
  /** `?thread=<id>` (question) must be a well-formed id, `?token=` a thread token, and a token needs its thread. */
  threadQuery: ({ urlParsed }) =>
    isValidIdParam(urlParsed.search.thread) &&
    isValidToken(urlParsed.search.token, THREAD_TOKEN_PATTERN) &&
    (urlParsed.search.token === undefined || urlParsed.search.thread !== undefined),
  /** `?conversations=<token>` (question, issue 33) must be a well-formed "my conversations" link when present. */
  conversationsQuery: ({ urlParsed }) => isValidToken(urlParsed.search.conversations, CONVERSATIONS_TOKEN_PATTERN),
  /** `?manage=<token>` (meet) must be a well-formed meeting token when present. */
  manageQuery: ({ urlParsed }) => isValidToken(urlParsed.search.manage, MANAGE_TOKEN_PATTERN),
  /** `?join=<room>` (meet, issue 32) must look like an id when present; the API checks the room key's exact form. */
  joinQuery: ({ urlParsed }) => isValidIdParam(urlParsed.search.join),
  /** iframe: `?ambassadors=<id,id>`, `?view=carousel|list`, `?ask=<id>` / `?meet=<id>`, `?lang=en|fr`, `?target=top`. */
  iframeQuery: ({ urlParsed }) => {
    const { ambassadors, view, ask, meet, lang, target } = urlParsed.search
    return (
      isValidIdParam(ambassadors, { list: true }) &&
      isValidIdParam(ask) &&
      isValidIdParam(meet) &&
      (view === undefined || ['carousel', 'list'].includes(view)) &&
      (lang === undefined || ['en', 'fr'].includes(lang)) &&
      (target === undefined || target === 'top')
    )
  },
  /** `?step=1…5|results` (match): the questionnaire position. */
  matchStepQuery: ({ urlParsed }) => parseStepParam(urlParsed.search.step) !== null,
  /** `?community=<id>` (matchCommunity): a group chosen in the directory. */
  communityQuery: ({ urlParsed }) => isValidIdParam(urlParsed.search.community),
  /** `?confirm=<token>` (matchCommunity): the join e-mail's link must carry a well-formed token when present. */
  joinConfirmQuery: ({ urlParsed }) => isValidToken(urlParsed.search.confirm, JOIN_CONFIRM_TOKEN_PATTERN),
  /** `?leave=<token>` (matchCommunity): a group e-mail's leave link must carry a well-formed token when present. */
  leaveQuery: ({ urlParsed }) => isValidToken(urlParsed.search.leave, LEAVE_TOKEN_PATTERN),
}
