import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnce, RELOAD_GUARD_MS } from './reload-guard.ts';
import { findUpdate } from './update-check.ts';

const respond = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('reloadOnce', () => {
  it('reloads, then refuses a second reload within 10 seconds, then allows one again', () => {
    const reload = vi.fn();
    const now = 1_000_000;
    expect(reloadOnce('test', now, reload)).toBe(true);
    expect(reloadOnce('test', now + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadOnce('test', now + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('findUpdate', () => {
  const registry = {
    sections: [{ name: 'events', label: 'Evenementen', prefix: '/evenementen', entry: '/e.js', version: 'v1' }],
  };
  const running = { buildId: 'b1', sections: new Map([['events', 'v1']]) };

  function serve(files: Record<string, unknown>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url in files ? respond(200, files[url]) : respond(404))),
    );
  }

  it('finds nothing when the build and the sections are the ones running', async () => {
    serve({ '/builds/latest.json': { id: 'b1' }, '/remotes.json': registry });
    expect(await findUpdate(running)).toBeNull();
  });

  it('finds a new shell build once its meta file is there', async () => {
    serve({ '/builds/latest.json': { id: 'b2' }, '/builds/meta/b2.json': { id: 'b2' }, '/remotes.json': registry });
    expect(await findUpdate(running)).toContain('b2');
  });

  it('finds a new section version in the registry', async () => {
    const newer = { sections: [{ ...registry.sections[0], version: 'v2' }] };
    serve({ '/builds/latest.json': { id: 'b1' }, '/remotes.json': newer });
    expect(await findUpdate(running)).toContain('Evenementen');
  });
});
