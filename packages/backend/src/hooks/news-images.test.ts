import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';

// The job that removes unused news pictures (pb_hooks/lib/news-images.js), over a stand-in store
// of many old pictures: tests/integration/news-images.test.ts runs it against a real PocketBase
// with a few.

interface NewsImages {
  removeUnused(app: unknown, now: number): number;
}

/** `count` old pictures, the first `used` of them named in a post's body; the store PocketBase would answer from. */
function store(count: number, used: number) {
  const pictures = Array.from({ length: count }, (_, index) => ({ id: `p${String(index).padStart(5, '0')}` }));
  const inUse = new Set(pictures.slice(0, used).map((picture) => picture.id));
  const app = {
    findRecordsByFilter: (_collection: string, _filter: string, _sort: string, limit: number, offset: number) =>
      pictures.slice(offset, offset + limit),
    countRecords: (collection: string, like: { value: string }) =>
      collection === 'news_posts' && inUse.has(like.value.replaceAll('/', '')) ? 1 : 0,
    delete: (record: { id: string }) => pictures.splice(pictures.indexOf(record), 1),
    logger: () => ({ info: () => undefined }),
  };
  const hook = loadHook<NewsImages>('lib/news-images.js', {
    globals: {
      $dbx: { like: (_field: string, value: string) => ({ value }) },
      DateTime: class {
        constructor(readonly at: string) {}
        string() {
          return this.at;
        }
      },
    },
  });
  return { hook, app, pictures };
}

describe('removing unused news pictures', () => {
  it('reads past a first page that is all in use', () => {
    const { hook, app, pictures } = store(450, 250);
    expect(hook.removeUnused(app, Date.now())).toBe(200);
    expect(pictures).toHaveLength(250);
    expect(pictures.every((picture) => Number(picture.id.slice(1)) < 250)).toBe(true);
  });

  it('removes every unused picture when none is in use', () => {
    const { hook, app, pictures } = store(30, 0);
    expect(hook.removeUnused(app, Date.now())).toBe(30);
    expect(pictures).toHaveLength(0);
  });
});
