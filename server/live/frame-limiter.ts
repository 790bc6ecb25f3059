/**
 * Limits on what one socket may send (docs/security.md item 4): a client that floods frames is closed, and
 * typing indicators are relayed at most once a second, since each one costs an access check and a publish.
 * One instance per socket: plain fields and prototype methods, no closures (heap per idle socket is budgeted).
 */

/** A typing frame within this long of the last relayed one is dropped: the client expires the indicator after TYPING_EXPIRES_MS anyway. */
export const TYPING_RELAY_INTERVAL_MS = 1_000;
/** More frames than this within FRAME_WINDOW_MS closes the socket; the client sends one ping per 30 s and a few typing frames. */
export const MAX_FRAMES_PER_WINDOW = 60;
export const FRAME_WINDOW_MS = 10_000;

const defaultNow = () => performance.now();

export class FrameLimiter {
  /** The times of the frames still inside the window, oldest first (a sliding window, so a burst that
   *  straddles two fixed windows is caught too); allocated on the first frame. */
  private recentFrames: number[] | null = null;
  private lastTypingRelayedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number = defaultNow) {}

  /** Counts a frame of any kind; false once the socket sent more than MAX_FRAMES_PER_WINDOW in any FRAME_WINDOW_MS. */
  admitFrame(): boolean {
    const time = this.now();
    const frames = (this.recentFrames ??= []);
    while (frames.length > 0 && (frames[0] as number) <= time - FRAME_WINDOW_MS) frames.shift();
    if (frames.length >= MAX_FRAMES_PER_WINDOW) return false;
    frames.push(time);
    return true;
  }

  /** Whether a typing frame may be relayed now (at most one per TYPING_RELAY_INTERVAL_MS). */
  admitTyping(): boolean {
    const time = this.now();
    if (time - this.lastTypingRelayedAt < TYPING_RELAY_INTERVAL_MS) return false;
    this.lastTypingRelayedAt = time;
    return true;
  }
}
