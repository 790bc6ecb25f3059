/**
 * The live channel's timings and limits (docs/product.md section 9), in a module of their own without zod: the
 * first route's bundle reads `TYPING_EXPIRES_MS` (client/lib/live-store.ts) and must not load the event schemas.
 * shared/live/events.ts re-exports them.
 */
/** docs/product.md section 9: the client pings every 30 s; at most 5 reconnects, 1000 ms x 2^attempt capped at 30 s. */
export const LIVE_PING_INTERVAL_MS = 30_000;
export const LIVE_MAX_RECONNECT_ATTEMPTS = 5;
export const LIVE_RECONNECT_BASE_MS = 1_000;
export const LIVE_RECONNECT_CAP_MS = 30_000;
export const LIVE_MAX_PAYLOAD_BYTES = 64 * 1024;
export const TYPING_EXPIRES_MS = 5_000;
/** The close code of a socket whose session ended (logout, expiry): the client must not reconnect with it. */
export const LIVE_SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * Catch-up (docs/decisions/038-live-catch-up.md): a socket may ask once for the events of the last `missedMs`
 * milliseconds its page could not hear (loading, or the socket was down). Longer gaps are cut to this: after
 * five minutes the lists and badges tell the story, not a celebration.
 */
export const LIVE_CATCH_UP_MAX_MS = 5 * 60_000;
/** Added by the client to a gap that began after the page's start: the 'ready' and 'catch_up' frames' round trip. */
export const LIVE_CATCH_UP_MARGIN_MS = 1_000;

export function reconnectDelayMs(attempt: number): number {
  return Math.min(LIVE_RECONNECT_BASE_MS * 2 ** attempt, LIVE_RECONNECT_CAP_MS);
}
