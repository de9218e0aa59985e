/**
 * Live updates (issue 19, decision 091): GraphQL subscriptions over
 * Server-Sent Events on the GraphQL route. Shared by the server (how often it
 * sends a heartbeat) and the client (how long a silent stream may stay quiet
 * before it counts as cut and is reopened).
 */

/** An SSE comment line this often keeps proxies from closing an idle stream (most cut at 30–60 s); a client may take two missed ones for a cut stream. */
export const LIVE_HEARTBEAT_MS = 15_000
