import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// The site's own API moved under /api/tjas/ (docs/glossary.md). Each old address answers 308 to
// the new one, keeping method, body and query: subscribed calendars, open pages and older release
// commands keep working.

let pb: TestPocketBase;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
}, 60_000);

afterAll(async () => {
  await pb?.stop();
});

const location = async (method: string, path: string) => {
  const response = await fetch(`${pb.url}${path}`, { method, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
};

describe('old API addresses', () => {
  it.each([
    ['GET', '/api/agenda/abc.ics', '/api/tjas/agenda/abc.ics'],
    ['POST', '/api/agenda-link', '/api/tjas/agenda-link'],
    ['GET', '/api/agenda-event/e1?download=1', '/api/tjas/agenda-evenement/e1?download=1'],
    ['GET', '/api/mijn-gegevens', '/api/tjas/mijn-gegevens'],
    ['POST', '/api/leden/u1/uitnodiging', '/api/tjas/leden/u1/uitnodiging'],
    ['POST', '/api/sections/sport/releases', '/api/tjas/secties/sport/uitbrengen'],
    ['POST', '/api/sections/sport/rollback', '/api/tjas/secties/sport/terugzetten'],
    ['POST', '/api/sections/sport/remove', '/api/tjas/secties/sport/weghalen'],
    ['POST', '/api/sections/sport/place', '/api/tjas/secties/sport/plaatsen'],
    ['GET', '/api/sections/sport/review', '/api/tjas/secties/sport/controle'],
    ['POST', '/api/sections/sport/approve', '/api/tjas/secties/sport/goedkeuren'],
    ['POST', '/api/sections/sport/reject', '/api/tjas/secties/sport/afkeuren'],
  ])('%s %s answers 308 to %s', async (method, from, to) => {
    expect(await location(method, from)).toEqual({ status: 308, location: to });
  });

  it('keep a subscribed calendar feed working, and a request with a body reaches the new route whole', async () => {
    const member = await pb.member('lid', DEMO_PASSWORD);
    const { url } = await member.send<{ url: string }>('/api/agenda-link', { method: 'POST' });
    const token = /\/api\/tjas\/agenda\/([A-Za-z0-9]{48})\.ics$/.exec(url)?.[1];
    expect(token).toBeDefined();
    const feed = await fetch(`${pb.url}/api/agenda/${token}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);

    // The body ({ reset: true }) goes along: a new link, and the old feed stops.
    const { url: renewed } = await member.send<{ url: string }>('/api/agenda-link', {
      method: 'POST',
      body: { reset: true },
    });
    expect(renewed).not.toBe(url);
    expect((await fetch(`${pb.url}/api/agenda/${token}.ics`)).status).toBe(404);
  });

  it('that never existed stay unknown', async () => {
    expect((await fetch(`${pb.url}/api/sections/sport/publish`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${pb.url}/api/agenda-event/x/y`)).status).toBe(404);
  });
});
