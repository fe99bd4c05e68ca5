/**
 * What a push service's answer means for one push, and when a failed one is tried again.
 *
 * - 2xx: the push service has it (RFC 8030 §5.2: 201 Created): sent.
 * - 404 or 410: the subscription is gone for good (expired, or the browser unsubscribed; RFC 8030
 *   §7.3 and every service's documentation): its subscription is removed, and its pushes with it.
 * - 429, 5xx, no answer, a timeout or a broken connection: the service could not take it now:
 *   tried again later, after the `Retry-After` the service asked for when it gave one (RFC 8030
 *   §8.4), else after 10 s, 30 s, 2 min, 10 min, 30 min, then every 2 hours.
 * - Another 4xx (400 a malformed request, 401/403 a refused VAPID signature, 413 too large): the
 *   same push will never be taken: given up at once (kept with its error for the maintainer),
 *   and the subscription stays for the next push.
 * A push is given up after MAX_ATTEMPTS tries (about a day): a place from the waiting list or a
 * reminder is worth little later, and a member is never told the same thing twice at once.
 */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000, 7_200_000] as const;
export const MAX_ATTEMPTS = 16;
/** A service's Retry-After is followed between these bounds. */
const RETRY_AFTER_MIN_MS = 1_000;
const RETRY_AFTER_MAX_MS = 6 * 3600_000;

export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; reason: string }
  | { kind: 'retry'; afterMs: number; reason: string }
  | { kind: 'give-up'; reason: string };

/** What the try gave: the service's status and Retry-After, or the error when it did not answer. */
export interface PushAttempt {
  status?: number;
  retryAfter?: string | null;
  error?: unknown;
}

/** How long a `Retry-After` (seconds, or an HTTP date) asks to wait; undefined for none or nonsense. */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, RETRY_AFTER_MIN_MS), RETRY_AFTER_MAX_MS);
}

/** The wait before try number `attempts + 1`, after `attempts` failed ones (1 or more). */
export function backoffMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * What to do with a push after a try. `attempts` counts the tries before this one; the outcome
 * is about the try just made.
 */
export function outcomeOf(attempt: PushAttempt, attempts: number, now: number = Date.now()): PushOutcome {
  const { status } = attempt;
  if (status !== undefined && status >= 200 && status < 300) return { kind: 'sent' };
  const reason =
    status === undefined
      ? `geen antwoord: ${attempt.error instanceof Error ? attempt.error.message : String(attempt.error)}`
      : `pushdienst antwoordde ${status}`;
  if (status === 404 || status === 410) return { kind: 'gone', reason };
  const transient = status === undefined || status === 429 || status >= 500;
  if (!transient) return { kind: 'give-up', reason };
  const tries = attempts + 1;
  if (tries >= MAX_ATTEMPTS) return { kind: 'give-up', reason: `${reason} (${tries} pogingen)` };
  return { kind: 'retry', afterMs: retryAfterMs(attempt.retryAfter, now) ?? backoffMs(tries), reason };
}
