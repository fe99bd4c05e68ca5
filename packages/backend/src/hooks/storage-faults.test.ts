import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// Which failed writes become the Dutch 503 (pb_hooks/lib/storage-faults.js), without a server:
// tests/integration/full-disk.test.ts and production-backups.test.ts reach it through PocketBase.

interface StorageFaults {
  explain(app: unknown, what: string, error: unknown): unknown;
}

class ApiError {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

const STORE = '127.0.0.1:9000';
const FILES_MESSAGE =
  'De opslag van bestanden is nu niet bereikbaar. Er is niets bewaard; probeer het later opnieuw. De beheerders zien dit op hun statuspagina.';

function explainer(s3: { enabled: boolean; endpoint: string } = { enabled: true, endpoint: `http://${STORE}` }) {
  const logged: string[] = [];
  const hook = loadHook<StorageFaults>('lib/storage-faults.js', {
    globals: { ApiError, console: { error: (line: string) => logged.push(line) } },
  });
  const app = { settings: () => ({ s3 }) };
  return { explain: (error: unknown) => hook.explain(app, 'POST /api/collections/sponsors/records', error), logged };
}

describe('a write that fails on its storage', () => {
  it.each([
    `Put "http://${STORE}/tjas-files/x.png": dial tcp ${STORE}: connect: connection refused`,
    `Put "http://${STORE}/tjas-files/x.png": read tcp 127.0.0.1:50000->${STORE}: read: connection reset by peer`,
    // The store went away while the client held an idle connection to it.
    `Put "http://${STORE}/tjas-files/x.png": EOF`,
    `Put "http://${STORE}/tjas-files/x.png": write tcp 127.0.0.1:50000->${STORE}: write: broken pipe`,
    `Put "http://${STORE}/tjas-files/x.png": http: server closed idle connection`,
    `Put "http://${STORE}/tjas-files/x.png": context deadline exceeded`,
  ])('is the files store that does not answer: %s', (text) => {
    const { explain, logged } = explainer();
    const answer = explain(new Error(text));
    expect(answer).toEqual(new ApiError(503, FILES_MESSAGE));
    expect(logged).toEqual([
      `Bestandsopslag onbereikbaar: POST /api/collections/sponsors/records is niet opgeslagen: Error: ${text}`,
    ]);
  });

  it('is a full disk, wherever the files are kept', () => {
    const { explain, logged } = explainer({ enabled: false, endpoint: '' });
    const answer = explain(new Error('database or disk is full')) as ApiError;
    expect(answer.status).toBe(503);
    expect(answer.message).toMatch(/^De site kan nu niets opslaan: de schijf van de server is vol\./);
    expect(logged[0]).toMatch(/^Schijf vol: /);
  });

  it('is left as it is when it is about another server, or not about the network', () => {
    const other = new Error('Post "http://127.0.0.1:2525/send": dial tcp 127.0.0.1:2525: connect: connection refused');
    const invalid = new Error(`Failed to create record. (logo: ${STORE} EOFs are not a thing)`);
    const { explain, logged } = explainer();
    expect(explain(other)).toBe(other);
    expect(explain(invalid)).toBe(invalid);
    expect(
      explainer({ enabled: false, endpoint: `http://${STORE}` }).explain(new Error(`${STORE}: EOF`)),
    ).toBeInstanceOf(Error);
    expect(logged).toEqual([]);
  });
});
