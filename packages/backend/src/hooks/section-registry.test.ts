import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn } from './record-stand-in.ts';

// The registry of live sections (pb_hooks/lib/section-store.js `registry`) without a server: the
// page headers read it for every page and file, so it looks at no disk; only /remotes.json asks
// for the standard manifests, which is a look on disk per section.

interface Entry {
  name: string;
  mfManifest?: string;
}
interface Store {
  registry(app: unknown, options?: { mfManifests?: boolean }): { sections: Entry[] };
}

const DATA = '/data';

function store() {
  const stats: string[] = [];
  const present = new Set([`${DATA}/sections/sport/1.0.0/mf/mf-manifest.json`]);
  const hook = loadHook<Store>('lib/section-store.js', {
    globals: {
      $os: {
        stat: (path: string) => {
          stats.push(path);
          if (!present.has(path)) throw new Error(`stat ${path}: no such file or directory`);
          return {};
        },
      },
    },
  });
  const app = {
    dataDir: () => DATA,
    findAllRecords: () => [
      recordStandIn({ name: 'sport', label: 'Sport', prefix: '/sport', version: '1.0.0', order: 1, origin: '' }),
      recordStandIn({ name: 'media', label: 'Media', prefix: '/media', version: '0.9.0', order: 2, origin: '' }),
    ],
  };
  return { hook, app, stats };
}

describe('registry', () => {
  it('names the standard manifest of a version that has one, and none for a version without mf/', () => {
    const { hook, app } = store();
    const { sections } = hook.registry(app, { mfManifests: true });
    expect(sections.find((section) => section.name === 'sport')).toMatchObject({
      mfManifest: '/sections/sport/1.0.0/mf/mf-manifest.json',
    });
    expect(sections.find((section) => section.name === 'media')).not.toHaveProperty('mfManifest');
  });

  it('looks at no disk when the headers of a page or file read it', () => {
    const { hook, app, stats } = store();
    const { sections } = hook.registry(app);
    expect(sections.map((section) => section.name)).toEqual(['sport', 'media']);
    expect(stats).toEqual([]);
  });
});
