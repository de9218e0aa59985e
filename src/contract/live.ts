/**
 * Live updates (issue 19, decision 091): GraphQL subscriptions over
 * Server-Sent Events on the GraphQL route. Shared by the server (how often it
 * sends a heartbeat) and the client (how long a silent stream may stay quiet
 * before it counts as cut and is reopened).
 */

/** An SSE comment line this often keeps proxies from closing an idle stream (most cut at 30–60 s); a client may take two missed ones for a cut stream. */
export const LIVE_HEARTBEAT_MS = 15_000

/** A stream with no byte (event or heartbeat) for this long counts as cut: two heartbeats missed, plus slack for a slow network. */
export const LIVE_SILENCE_LIMIT_MS = 2 * LIVE_HEARTBEAT_MS + 5_000

/** Reconnect delays: the first retry soon (a blip), then doubling up to the cap, so a long outage costs a request every few seconds at most. */
export const LIVE_RETRY_FIRST_MS = 500
export const LIVE_RETRY_MAX_MS = 8_000
