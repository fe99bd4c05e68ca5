import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of our own for the tests (#34): an RFC 8030 endpoint on loopback that checks
 * each push's VAPID signature (RFC 8292) and decrypts it (RFC 8291, aes128gcm) with the keys of
 * the subscription it made, as a browser would; written here with node:crypto, not with the
 * library the server sends with, so the two check each other.
 */

export interface ReceivedPush {
  /** The subscription's name (the endpoint's last path part). */
  name: string;
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims and the signer's public key (base64url). */
  vapid: { aud: string; exp: number; sub: string; key: string };
}

export interface PushEndpoint {
  origin: string;
  /** Every push decrypted so far, in the order they came. */
  received: ReceivedPush[];
  /** Also the pushes that came in but could not be read (or were refused by `answer`). */
  refused: string[];
  /** A new browser subscription at this endpoint, as PushSubscription.toJSON() gives it. */
  subscription(name: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The next answers to pushes for `name` (a status, and a Retry-After), before 201 again. */
  answer(name: string, ...statuses: (number | { status: number; retryAfter: string })[]): void;
  /** Resolves when `count` pushes for `name` were received (rejects after `timeoutMs`). */
  waitFor(name: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  stop(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: the plaintext of an aes128gcm body for the receiver's keys. */
export function decryptAes128gcm(body: Buffer, receiver: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(receiver.privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  const prkKey = hmac(receiver.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.publicKey, senderPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zeros (padding).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: checks `vapid t=<jwt>, k=<key>` (ES256 by the key) and returns the claims. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not match its key');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (parsed.aud !== origin) throw new Error(`VAPID audience ${parsed.aud}, not ${origin}`);
  if (parsed.exp * 1000 < Date.now() || parsed.exp * 1000 > Date.now() + 24 * 3600_000 + 60_000)
    throw new Error(`VAPID expiry out of range: ${parsed.exp}`);
  if (!/^(mailto:|https:)/.test(parsed.sub)) throw new Error(`VAPID subject ${parsed.sub}`);
  return { ...parsed, key };
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const receivers = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const answers = new Map<string, (number | { status: number; retryAfter: string })[]>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters = new Set<() => boolean>();
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const name = decodeURIComponent(request.url?.split('/').pop() ?? '');
      const receiver = receivers.get(name);
      const next = answers.get(name)?.shift();
      if (!receiver || request.method !== 'POST') {
        refused.push(`${name}: unknown`);
        response.writeHead(404).end();
        return;
      }
      if (next !== undefined) {
        const { status, retryAfter } = typeof next === 'number' ? { status: next, retryAfter: undefined } : next;
        refused.push(`${name}: answered ${status}`);
        response.writeHead(status, retryAfter ? { 'Retry-After': retryAfter } : {}).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = checkVapid(request.headers['authorization'], origin);
        const payload = JSON.parse(decryptAes128gcm(body, receiver)) as ReceivedPush['payload'];
        received.push({
          name,
          payload,
          ttl: Number(request.headers['ttl']),
          urgency: request.headers['urgency'] as string | undefined,
          vapid,
        });
        response.writeHead(201, { Location: `${origin}/message/${received.length}` }).end();
      } catch (error) {
        refused.push(`${name}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
      for (const wake of waiters) wake();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    subscription: (name) => {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      receivers.set(name, { privateKey: ecdh.getPrivateKey(), publicKey, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      };
    },
    answer: (name, ...statuses) => void answers.set(name, [...(answers.get(name) ?? []), ...statuses]),
    waitFor: (name, count = 1, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mine = received.filter((push) => push.name === name);
          if (mine.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mine);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `${count} push(es) for ${name} did not come within ${timeoutMs} ms (refused: ${refused.join('; ')})`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
