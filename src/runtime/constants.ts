/**
 * Every constant of SPEC §5 / seed §9, in one place. Import from here; never
 * repeat a number elsewhere (tests assert against these names, not literals).
 */

/** Build manifest (`builds/latest.json`) poll interval: 1 hour. */
export const MANIFEST_POLL_INTERVAL_MS = 60 * 60 * 1000
/** Eager fetch of `builds/meta/{id}.json` after startup: about 1 s. */
export const MANIFEST_PREFETCH_DELAY_MS = 1000
/** Chunk-reload guard time-to-live (sessionStorage). */
export const RELOAD_GUARD_TTL_MS = 10_000
/** Head tags (title/meta) update debounce. */
export const HEAD_UPDATE_DEBOUNCE_MS = 10
/** API token cookie max age: 7 days, in seconds. */
export const TOKEN_COOKIE_MAX_AGE_S = 604_800
/** Default cookie path. */
export const COOKIE_DEFAULT_PATH = '/'
/** setTimeout's largest delay; a cookie-expiry watcher re-arms beyond it. */
export const COOKIE_TIMER_CAP_MS = 2_147_483_647
/** For this long after hydration, queries answer from the server-rendered cache. */
export const SSR_FORCE_FETCH_DELAY_MS = 100
/** Device flags refresh this long after the last window resize. */
export const DEVICE_RESIZE_DEBOUNCE_MS = 50
/** Form validation debounce for input/model-update triggers. */
export const FORM_VALIDATION_DEBOUNCE_MS = 5

/** Scroll-reveal animation defaults. */
export const REVEAL = { offset: 120, delay: 0, duration: 400, easing: 'ease', once: true } as const

/** Google Maps marker clustering. */
export const MAP_CLUSTER_GRID_PX = 60
export const MAP_CLUSTER_MIN_SIZE = 2
export const MAP_MARKER_BATCH_SIZE = 2000
/** The Maps script counts as failed after this long (a blocked or hanging request): the map view offers the list instead. */
export const MAP_SCRIPT_TIMEOUT_MS = 10_000
/** Ambassador coordinates per request when the map loads every match (the API's `first` maximum). */
export const MAP_PINS_PAGE_SIZE = 100
/** Places suggestions for the city field: asked this long after typing stops, from this many characters. */
export const PLACES_DEBOUNCE_MS = 250
export const PLACES_MIN_CHARS = 2

/** Languages: English is default and fallback. */
export const LOCALES = ['en', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
/** Cookie set by the language switch; its presence disables the browser-language redirect. */
export const I18N_REDIRECT_COOKIE = 'i18n_redirected'

/** GraphQL endpoint path, relative to the API host. */
export const GRAPHQL_PATH = '/gql/public'
/** The two GraphQL clients and the cookies their tokens live in. */
export type GqlClientName = 'public' | 'default'
export const tokenCookieName = (client: GqlClientName): string => `gql:${client}.token`

/** Breakpoints for device flags (px, min-width). */
export const TABLET_MIN_WIDTH_PX = 768
export const DESKTOP_MIN_WIDTH_PX = 1024

/** Product limits (SPEC §3/§4). */
export const QUESTION_MIN_CHARS = 10
export const QUESTION_MAX_CHARS = 1000
export const BOOKING_WINDOW_DAYS = 14
export const BOOKING_MIN_NOTICE_HOURS = 12
export const AMBASSADORS_PAGE_MAX = 100
export const SIGN_IN_CODE_TTL_MIN = 10
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5
export const SESSION_TTL_S = TOKEN_COOKIE_MAX_AGE_S
export const QUESTION_OVERDUE_HOURS = 48

/* ---- Runtime modules (src/runtime/*): names and timings they share ---- */

/** `navigator.connection.effectiveType` values that count as "very slow" (seed §7). */
export const VERY_SLOW_EFFECTIVE_TYPES = ['slow-2g', '2g'] as const
/** `<html data-build-id>`: the build id written into the prerendered HTML, which wins over the bundled one. */
export const BUILD_ID_HTML_ATTRIBUTE = 'data-build-id'
/** Build id when neither the HTML nor the bundle carries one (dev server, unit tests). */
export const DEV_BUILD_ID = 'dev'
/** Window event fired when `builds/latest.json` names another build. */
export const APP_MANIFEST_UPDATE_EVENT = 'app:manifest-update'
/** sessionStorage key of the chunk-reload guard (`{ at, url }`). */
export const RELOAD_GUARD_STORAGE_KEY = 'app:reload-guard'
/** Navigation progress bar: shown only for navigations slower than `showDelayMs`. */
export const PROGRESS_BAR = { showDelayMs: 150, trickleMs: 10_000, trickleToPercent: 80, finishMs: 200, heightPx: 3, zIndex: 2_147_483_647 } as const
/** How long `scrollToHash` waits for a late-rendered anchor target. */
export const SCROLL_TO_HASH_WAIT_MS = 3000

/* ---- Forms and toasts (src/forms, src/components/toast) ---- */

/** Form drafts (sessionStorage) are written this long after the last change. */
export const FORM_DRAFT_SAVE_DEBOUNCE_MS = 300
/** sessionStorage key prefix of form drafts (`form-draft:{persistKey}`). */
export const FORM_DRAFT_STORAGE_PREFIX = 'form-draft:'
/** sessionStorage key prefix of idempotency keys kept across a reload (`idempotency:{persistKey}`). */
export const IDEMPOTENCY_STORAGE_PREFIX = 'idempotency:'
/** A character counter is announced to screen readers only from this share of its limit on. */
export const CHARACTER_COUNTER_ANNOUNCE_RATIO = 0.9
/** …and only once typing pauses this long, so every keystroke is not read out. */
export const CHARACTER_COUNTER_ANNOUNCE_DELAY_MS = 700
/** Informational toasts close by themselves after this long (errors and toasts with an action stay). */
export const TOAST_DURATION_MS = 6000
/** At most this many toasts at once; the oldest go first. */
export const TOAST_MAX_VISIBLE = 3

/** Analytics events the front end may send to `trackEvents` (others are rejected). */
export const ANALYTICS_EVENTS = [
  'page_view', 'match_started', 'match_completed', 'question_sent', 'meeting_booked', 'community_joined', 'widget_opened',
] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]
/** Most events accepted in one `trackEvents` batch. */
export const ANALYTICS_BATCH_MAX = 50
/** Organization chosen per API request by this header (default: the seeded `demo`). */
export const ORGANIZATION_HEADER = 'X-Organization'

/* ---- Matching (src/features/match) ---- */

/** Match questionnaire answers are kept in localStorage this long (the visitor session's 7 days). */
export const MATCH_ANSWERS_TTL_MS = SESSION_TTL_S * 1000
/** Ranked ambassadors fetched for the results; the first MATCH_RESULTS_SHOWN show before "Show more". */
export const MATCH_RESULTS_FETCHED = 9
export const MATCH_RESULTS_SHOWN = 3
/** /matchQuestion lets the visitor switch among this many best matches. */
export const MATCH_QUESTION_CHOICES = 3
/**
 * Longest city name in the match questionnaire: the profile city limit of
 * src/forms/schemas.ts (CITY_MAX_CHARS; a unit test keeps them equal), here so
 * /match does not load the form schemas and their phone library.
 */
export const MATCH_CITY_MAX_CHARS = 80

/* ---- Question and meeting journeys (src/features/question, src/features/meet) ---- */

/** An open thread is re-read this often while visible (an answer may arrive), and on focus. */
export const THREAD_REFRESH_INTERVAL_MS = 30_000
/** Free slots are re-read this often while the picker is visible (others book too), and on focus. */
export const SLOTS_REFRESH_INTERVAL_MS = 60_000
/** Ambassadors per page of the /meet chooser ("Show more" loads the next). */
export const MEET_CHOOSER_PAGE_SIZE = 12
/** Search in the /meet chooser runs this long after typing stops. */
export const MEET_CHOOSER_SEARCH_DEBOUNCE_MS = 300
