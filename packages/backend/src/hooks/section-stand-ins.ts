import { createHash } from 'node:crypto';
import { recordStandIn, type RecordStandIn } from './record-stand-in.ts';

/** An answer of `$http.send`: its status, headers (each a list, as Go's) and body. */
export interface HttpAnswer {
  statusCode: number;
  headers?: Record<string, string[]>;
  body?: string;
}

/**
 * PocketBase's globals as the section hooks use them, over plain values: `env` for
 * `$os.getenv`, `files` (by absolute path) for `$os.readFile`, `http(url, request)` for
 * `$http.send` (every request is kept in `requests`), and `toString`, `toBytes` and
 * `$security.sha256` as PocketBase has them.
 */
export function sectionGlobals(
  options: {
    env?: Record<string, string>;
    files?: Record<string, string>;
    http?: (url: string) => HttpAnswer;
  } = {},
) {
  const requests: { url: string; method: string; headers: Record<string, string> }[] = [];
  const globals = {
    $os: {
      getenv: (name: string) => options.env?.[name] ?? '',
      readFile: (path: string) => {
        const text = options.files?.[path];
        if (text === undefined) throw new Error(`open ${path}: no such file or directory`);
        return Buffer.from(text);
      },
      // The entries directly in `dir`, from the paths of `files`, as Go's os.ReadDir gives them.
      readDir: (dir: string) => {
        const names = new Set<string>();
        for (const path of Object.keys(options.files ?? {}))
          if (path.startsWith(`${dir}/`)) names.add(path.slice(dir.length + 1).split('/')[0]!);
        if (names.size === 0) throw new Error(`open ${dir}: no such file or directory`);
        return [...names].map((name) => ({ name: () => name }));
      },
    },
    toString: (value: unknown) => (Buffer.isBuffer(value) ? value.toString('utf8') : String(value)),
    toBytes: (reader: { bytes: Buffer }) => reader.bytes,
    $security: { sha256: (text: string) => createHash('sha256').update(text).digest('hex') },
    $http: {
      send: (request: { url: string; method: string; headers: Record<string, string> }) => {
        requests.push(request);
        if (!options.http) throw new Error('no network here');
        return options.http(request.url);
      },
    },
  };
  return { globals, requests };
}

/** A member's (or the maintainer's) request as the release routes read it. */
export interface RequestStandIn {
  auth: (RecordStandIn & { collection(): { name: string } }) | null;
  app: {
    canAccessRecord(auth: unknown, info: unknown, rule: string | undefined): boolean;
    findFirstRecordByData(collection: string, field: string, value: string): RecordStandIn;
    findRecordsByFilter(...args: unknown[]): RecordStandIn[];
    settings(): { meta: { appURL: string } };
  };
  hasSuperuserAuth(): boolean;
  requestInfo(): { body: Record<string, unknown> };
  json(status: number, body: unknown): { status: number; body: unknown };
  request: {
    header: { get(name: string): string };
    formValue(name: string): string;
  };
  findUploadedFiles(field: string): { size: number; reader: { open(): { bytes: Buffer; close(): void } } }[];
}

/**
 * A request by `who`: 'maintainer' (a superuser), a member of `users` (id `member1`), whose
 * rules hold when `allowed(rule)` says so, or nobody. `body` is its JSON body; `upload`, the
 * multipart form (`paths` and the `files`).
 */
export function requestBy(
  who: 'maintainer' | 'member' | 'nobody',
  options: {
    allowed?: (rule: string | undefined) => boolean;
    body?: Record<string, unknown>;
    committees?: Record<string, string>;
    taken?: (prefix: string) => string;
    contentType?: string;
    form?: Record<string, string>;
    files?: Buffer[];
  } = {},
): RequestStandIn {
  const auth =
    who === 'nobody'
      ? null
      : Object.assign(
          recordStandIn(
            who === 'maintainer' ? { email: 'beheer@tjas.example' } : { name: 'Anna', username: 'anna' },
            who === 'maintainer' ? 'su1' : 'member1',
          ),
          { collection: () => ({ name: who === 'maintainer' ? '_superusers' : 'users' }) },
        );
  return {
    auth,
    app: {
      canAccessRecord: (_auth, _info, rule) => options.allowed?.(rule) ?? false,
      findFirstRecordByData: (collection, field, value) => {
        const name = collection === 'committees' && field === 'key' ? options.committees?.[value] : undefined;
        if (name === undefined) throw new Error('sql: no rows in result set');
        return recordStandIn({ name });
      },
      findRecordsByFilter: (_collection, _filter, _sort, _limit, _offset, params) => {
        const owner = options.taken?.((params as { prefix: string }).prefix) ?? '';
        return owner ? [recordStandIn({ name: owner })] : [];
      },
      settings: () => ({ meta: { appURL: 'https://tjas.example/' } }),
    },
    hasSuperuserAuth: () => who === 'maintainer',
    requestInfo: () => ({ body: options.body ?? {} }),
    json: (status, body) => ({ status, body }),
    request: {
      header: {
        get: (name) => (name === 'Content-Type' ? (options.contentType ?? 'multipart/form-data; boundary=x') : ''),
      },
      formValue: (name) => options.form?.[name] ?? '',
    },
    findUploadedFiles: () =>
      (options.files ?? []).map((bytes) => ({
        size: bytes.length,
        reader: { open: () => ({ bytes, close: () => undefined }) },
      })),
  };
}
