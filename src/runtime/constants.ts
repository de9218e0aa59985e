/**
 * The seed's runtime constants (docs/spec.md §5 / seed §9) and the names the runtime
 * modules share. Import from here; never repeat a number elsewhere (tests
 * assert against these names, not literals). What the server shares too
 * (languages, product limits, the GraphQL path, analytics event names) lives
 * in src/contract/; a feature's own timings and sizes sit in the feature.
 */
import { SESSION_TTL_S } from '../contract/limits'

/** Build manifest (`builds/latest.json`) poll interval: 1 hour. */
export const MANIFEST_POLL_INTERVAL_MS = 60 * 60 * 1000
/** Eager fetch of `builds/meta/{id}.json` after startup: about 1 s. */
export const MANIFEST_PREFETCH_DELAY_MS = 1000
/** Chunk-reload guard time-to-live (sessionStorage). */
export const RELOAD_GUARD_TTL_MS = 10_000
/** Head tags (title/meta) update debounce. */
export const HEAD_UPDATE_DEBOUNCE_MS = 10
/** API token cookie max age: 7 days, in seconds (a session lives as long as its cookie). */
export const TOKEN_COOKIE_MAX_AGE_S = SESSION_TTL_S
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

/** The two GraphQL clients and the cookies their tokens live in. */
export type GqlClientName = 'public' | 'default'
export const tokenCookieName = (client: GqlClientName): string => `gql:${client}.token`

/** Breakpoints for device flags (px, min-width). */
export const TABLET_MIN_WIDTH_PX = 768
export const DESKTOP_MIN_WIDTH_PX = 1024

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
