/**
 * Sends the members' pushes (#34) from PocketBase's outbox (`push_outbox`, written with each
 * change by pb_hooks/lib/member-pushes.js), beside PocketBase in the process that started it
 * (src/start.ts; the integration tests start their own). PocketBase's JavaScript engine cannot
 * encrypt a push (ECDH, AES-GCM): web-push does here, to the standards (VAPID, RFC 8030, RFC 8291
 * aes128gcm).
 *
 * The sender asks PocketBase for due pushes (POST /api/tjas/push/te-versturen), which waits up to
 * WAIT_MS for one and claims what it returns with a lease, in a transaction: two senders never
 * hold the same push, and a push leaves within a fraction of a second of its change (measured in
 * tests/integration/push-notifications.test.ts). Each is posted to its push service; the answer
 * decides (push-retry.ts): sent, the subscription removed (404/410), tried again later, or given up.
 */
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import webpush from 'web-push';
import { outcomeOf, type PushAttempt, type PushOutcome } from './push-retry.ts';
import { ensureVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** How long one ask waits in PocketBase for a due push. */
const WAIT_MS = 5_000;
/** Pushes claimed per ask, sent side by side. */
const BATCH = 20;
/** A push service that does not answer within this is tried again later. */
const SEND_TIMEOUT_MS = 15_000;
/**
 * After a failed ask (PocketBase restarting, an expired login) the next comes after PAUSE_MS,
 * doubling while it keeps failing, up to MAX_PAUSE_MS: a PocketBase that cannot hand out pushes
 * for a while (data of an older release without the push collections) is not asked, nor logged,
 * every two seconds.
 */
const PAUSE_MS = 2_000;
const MAX_PAUSE_MS = 60_000;

/** How long a push service keeps a push for a device that is off, and how urgently it wakes it. */
const DELIVERY: Record<string, { ttl: number; urgency: webpush.Urgency }> = {
  wachtlijst: { ttl: 2 * 86400, urgency: 'high' },
  evenement: { ttl: 2 * 86400, urgency: 'high' },
  herinnering: { ttl: 12 * 3600, urgency: 'normal' },
  deadline: { ttl: 12 * 3600, urgency: 'normal' },
  bestelling: { ttl: 7 * 86400, urgency: 'low' },
  inzending: { ttl: 7 * 86400, urgency: 'low' },
  bericht: { ttl: 2 * 86400, urgency: 'normal' },
};

/** A push as PocketBase hands it over (lib/member-pushes.js, claimDue). */
export interface ClaimedPush {
  id: string;
  kind: string;
  attempts: number;
  subscription: { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  payload: { title: string; body: string; url: string; tag: string };
}

export interface PushSender {
  /** Resolves once the site's VAPID keys exist (made at the first start), which members subscribe with. */
  ready: Promise<void>;
  /** Stops asking and waits for the pushes in hand to be sent and recorded. */
  stop(): Promise<void>;
}

export interface PushSenderOptions {
  /** A client logged in as superuser, afresh each call (a long-lived process never holds an expired token). */
  connect: () => Promise<PocketBase>;
  log: (line: string) => void;
  /** How long an ask waits in PocketBase (WAIT_MS unless given). */
  waitMs?: number;
  /** The first pause after a failed ask (PAUSE_MS unless given). */
  pauseMs?: number;
}

/** The VAPID subject: the site's sender address, as push services ask a contact (RFC 8292 §2.1). */
async function subjectOf(admin: PocketBase): Promise<string> {
  const settings = await admin.settings.getAll();
  const meta = (settings['meta'] ?? {}) as { senderAddress?: string; appURL?: string };
  if (meta.senderAddress) return `mailto:${meta.senderAddress}`;
  return meta.appURL?.startsWith('https://') ? meta.appURL : 'mailto:beheer@tjas.example';
}

/** Posts one push to its push service; what came back, or the error when nothing did. */
export async function postPush(push: ClaimedPush, keys: VapidKeys, subject: string): Promise<PushAttempt> {
  const delivery = DELIVERY[push.kind] ?? { ttl: 86400, urgency: 'normal' as const };
  try {
    // web-push encrypts and signs; the request itself goes with fetch, which also reaches the
    // tests' http endpoint (web-push's own request is https only).
    const request = webpush.generateRequestDetails(push.subscription, JSON.stringify(push.payload), {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: delivery.ttl,
      urgency: delivery.urgency,
      contentEncoding: 'aes128gcm',
    });
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { error };
  }
}

/** Records the outcome of a try in PocketBase. */
async function record(admin: PocketBase, push: ClaimedPush, outcome: PushOutcome): Promise<void> {
  const attempts = push.attempts + 1;
  const now = Date.now();
  const options = { requestKey: null };
  if (outcome.kind === 'gone') {
    // Its pushes go with it (cascade). Already gone (the member removed it meanwhile): done.
    await admin
      .collection('push_subscriptions')
      .delete(push.subscription.id, options)
      .catch((error: unknown) => {
        if (!(error instanceof ClientResponseError && error.status === 404)) throw error;
      });
    return;
  }
  const change =
    outcome.kind === 'sent'
      ? { sent: new Date(now).toISOString(), attempts, last_error: '' }
      : outcome.kind === 'retry'
        ? { attempts, next_attempt: new Date(now + outcome.afterMs).toISOString(), last_error: outcome.reason }
        : { attempts, failed: true, last_error: outcome.reason };
  await admin.collection('push_outbox').update(push.id, change, options);
}

/** Sends one claimed push and records what happened. */
async function deliver(
  admin: PocketBase,
  push: ClaimedPush,
  keys: VapidKeys,
  subject: string,
  log: (line: string) => void,
) {
  const outcome = outcomeOf(await postPush(push, keys, subject), push.attempts);
  if (outcome.kind !== 'sent') log(`Push ${push.id} (${push.kind}): ${outcome.kind}, ${outcome.reason}`);
  try {
    await record(admin, push, outcome);
  } catch (error) {
    // Sent but not recorded (PocketBase gone meanwhile): the lease ends and it goes again; a
    // member may get it twice, never not at all.
    log(`Push ${push.id} verstuurd maar niet bijgewerkt: ${(error as Error).message}`);
  }
}

/** Starts sending; the first start makes the site's VAPID keys (vapid-keys.ts). */
export function startPushSender(options: PushSenderOptions): PushSender {
  const { connect, log } = options;
  const waitMs = options.waitMs ?? WAIT_MS;
  const pauseMs = options.pauseMs ?? PAUSE_MS;
  let stopped = false;
  const aborts = new AbortController();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      aborts.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  let markReady = () => undefined as void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const run = async () => {
    let session: { admin: PocketBase; keys: VapidKeys; subject: string } | undefined;
    let failures = 0;
    let lastProblem = '';
    while (!stopped) {
      try {
        if (!session) {
          const admin = await connect();
          session = { admin, keys: await ensureVapidKeys(admin), subject: await subjectOf(admin) };
          markReady();
        }
        const { admin, keys, subject } = session;
        const { pushes } = await admin.send<{ pushes: ClaimedPush[] }>('/api/tjas/push/te-versturen', {
          method: 'POST',
          body: { limit: BATCH, wait: waitMs },
          requestKey: null,
          // A stop ends the ask at once; PocketBase then claims nothing for it (push.pb.js).
          signal: aborts.signal,
        });
        if (failures > 0) log('Pushberichten: PocketBase geeft weer pushes.');
        failures = 0;
        lastProblem = '';
        await Promise.all(pushes.map((push) => deliver(admin, push, keys, subject, log)));
      } catch (error) {
        if (stopped) break;
        const problem = (error as Error).message;
        // Said once while it lasts, not at every try.
        if (problem !== lastProblem) log(`Pushberichten: PocketBase gaf geen pushes (${problem}); later opnieuw.`);
        lastProblem = problem;
        session = undefined; // log in afresh: the token may have expired
        await pause(Math.min(pauseMs * 2 ** failures, MAX_PAUSE_MS));
        failures++;
      }
    }
  };
  const running = run();
  return {
    ready,
    stop: async () => {
      stopped = true;
      aborts.abort();
      await running;
    },
  };
}
