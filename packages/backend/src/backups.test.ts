import { createServer as createHttpServer, type Server } from 'node:http';
import PocketBase from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSlotState } from './backups.ts';
import { freePort } from './pocketbase-process.ts';

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A stand-in for PocketBase's /api/health that answers `status` with `body` (or never, for null). */
async function health(status: number, body: unknown): Promise<PocketBase> {
  const server: Server = createHttpServer((_request, response) => {
    if (body === null) return; // takes the request and says nothing
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  servers.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new PocketBase(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
}

describe('backupSlotState', () => {
  it("is free or taken as PocketBase's canBackup says", async () => {
    expect(await backupSlotState(await health(200, { code: 200, data: { canBackup: true } }))).toBe('free');
    expect(await backupSlotState(await health(200, { code: 200, data: { canBackup: false } }))).toBe('taken');
  });

  it('is down when the process is gone (connection refused) or does not answer OK', async () => {
    expect(await backupSlotState(new PocketBase(`http://127.0.0.1:${await freePort()}`))).toBe('down');
    expect(await backupSlotState(await health(503, { message: 'Service Unavailable' }))).toBe('down');
  });

  it('is taken, not down, when PocketBase takes the request and does not answer in time', async () => {
    // Busy (a large restore), not gone: the restore's wait must not take it for the restart.
    expect(await backupSlotState(await health(200, null), 100)).toBe('taken');
  });
});
