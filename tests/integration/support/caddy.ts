import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request, type Agent, type RequestOptions } from 'node:https';
import { tmpdir } from 'node:os';
import { createSecureContext, type SecureContext } from 'node:tls';
import { join } from 'node:path';
import { REPO_ROOT } from '@tjas/backend/paths';
import { stopChild } from '@tjas/backend/stop-child';
import { PROXY_SECRET } from './production-site.ts';

export interface Caddy {
  /** Its HTTPS port on loopback. */
  port: number;
  /** The root certificate of Caddy's local CA, which signed the site's certificate. */
  rootCa: Buffer;
  stop(): Promise<void>;
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface HttpsRequest {
  port: number;
  path: string;
  ca: Buffer;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address (127.0.0.2 is another member than 127.0.0.1). */
  localAddress?: string;
  /** The connections to use (Node's shared agent when not given). */
  agent?: Agent;
}

/**
 * The TLS settings trusting only `ca`, made once per CA: given as `ca`, Node parses it again for
 * every connection, which in the bench's rush of 1,000 new connections cost the members' side
 * ~0.7 ms of processor time each, on the cores PocketBase and Caddy use (BENCHMARKS.md). A
 * browser loads its trusted roots once.
 */
const contexts = new WeakMap<Buffer, SecureContext>();
function trusting(ca: Buffer): SecureContext {
  let context = contexts.get(ca);
  if (!context) contexts.set(ca, (context = createSecureContext({ ca })));
  return context;
}

/** One HTTPS request to the proxy on loopback, for host tjas.localhost, trusting only `ca`. */
export function httpsRequest(options: HttpsRequest): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    // tls.connect takes the context; Node's types of an HTTPS request leave it out.
    const tls: RequestOptions = { secureContext: trusting(options.ca) } as RequestOptions;
    const req = request(
      {
        ...tls,
        host: '127.0.0.1',
        port: options.port,
        servername: 'tjas.localhost',
        path: options.path,
        method: options.method ?? 'GET',
        headers: { Host: `tjas.localhost:${options.port}`, ...options.headers },
        localAddress: options.localAddress,
        agent: options.agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Caddy with the repository's ops/Caddyfile, on loopback ports, with its local CA instead of
 * Let's Encrypt (the one difference from production, given through TJAS_CADDY_GLOBAL).
 */
export async function startCaddy(options: CaddyOptions): Promise<Caddy> {
  try {
    return await startCaddyOnce(options);
  } catch (error) {
    // Caddy's first start cleans its new storage while it writes the local certificate; now and
    // then the cleaner takes the key file, still empty, for a broken certificate and deletes it
    // ("Deleting certificates/local/... because key is empty", then "will retry" in 60 s). A
    // start with a storage of its own again does what a restart of the service would.
    if (!(error instanceof CertificateRace)) throw error;
    return startCaddyOnce(options);
  }
}

interface CaddyOptions {
  httpsPort: number;
  httpPort: number;
  upstreamPort: number;
  /** More of the environment file's settings (e.g. TJAS_PROXY_DASHBOARD). */
  env?: Record<string, string>;
}

/** Caddy's first certificate was deleted while it was written (see startCaddy). */
class CertificateRace extends Error {}

async function startCaddyOnce(options: CaddyOptions): Promise<Caddy> {
  const home = await mkdtemp(join(tmpdir(), 'tjas-caddy-'));
  const global = [
    'admin off',
    'local_certs',
    'skip_install_trust',
    `http_port ${options.httpPort}`,
    `https_port ${options.httpsPort}`,
  ].join('\n');
  const child: ChildProcess = spawn(
    'caddy',
    ['run', '--config', join(REPO_ROOT, 'ops/Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env['PATH'],
        HOME: home,
        XDG_DATA_HOME: join(home, 'data'),
        XDG_CONFIG_HOME: join(home, 'config'),
        TJAS_DOMAIN: `tjas.localhost:${options.httpsPort}`,
        PORT: String(options.upstreamPort),
        TJAS_CADDY_GLOBAL: global,
        TJAS_PROXY_SECRET: PROXY_SECRET,
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  // Its certificates and state live in a home of their own, removed once it has stopped.
  const stop = async (signal: NodeJS.Signals) => {
    await stopChild(child, signal);
    await rm(home, { recursive: true, force: true });
  };
  const rootPath = join(home, 'data/caddy/pki/authorities/local/root.crt');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop('SIGKILL');
      throw new Error(`caddy stopped (exit ${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    if (/because key is empty/.test(log) && /"logger":"tls\.obtain","msg":"will retry"/.test(log)) {
      // Gone before the next start asks for the same ports.
      await stop('SIGKILL');
      throw new CertificateRace(`caddy deleted its certificate while writing it:\n${log}`);
    }
    const rootCa = await readFile(rootPath).catch(() => undefined);
    if (rootCa) {
      const ready = await httpsRequest({ port: options.httpsPort, path: '/api/health', ca: rootCa }).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) {
        return {
          port: options.httpsPort,
          rootCa,
          stop: () => stop('SIGTERM'),
        };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop('SIGKILL');
  throw new Error(`caddy did not serve https within 30 s:\n${log}`);
}
