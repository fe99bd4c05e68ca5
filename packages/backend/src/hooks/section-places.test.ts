import { describe, expect, it } from 'vitest';
import { loadHook } from './load-hook.ts';
import { recordStandIn } from './record-stand-in.ts';

// Saving an admin's place for a new section (pb_hooks/lib/section-places.js) without a server:
// only the unique indexes' refusal is "another admin was first"; a storage fault keeps its own
// answer. The route with a real PocketBase is tried in tests/integration/section-places.test.ts.

interface Places {
  createPlace(
    app: unknown,
    place: Record<string, unknown>,
    committee: { id: string },
    byName: string,
  ): { record?: unknown; conflict?: boolean };
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

class RecordInPocketBase {
  fields: Record<string, unknown> = {};
  load(fields: Record<string, unknown>) {
    Object.assign(this.fields, fields);
  }
}

/** An app whose save fails with `failure` (or succeeds when there is none). */
function appFailing(failure?: string) {
  return {
    findCollectionByNameOrId: (name: string) => ({ name }),
    save: () => {
      if (failure) throw new Error(failure);
    },
    settings: () => ({ s3: { enabled: false, endpoint: '' } }),
  };
}

const places = loadHook<Places>('lib/section-places.js', { globals: { Record: RecordInPocketBase, ApiError } });
const place = { name: 'verslagen', label: 'Verslagen', prefix: '/verslagen', order: 8 };
const committee = recordStandIn({ name: 'Redactie' }, 'redactie0000000');

describe('createPlace', () => {
  it('saves the place, with who made it', () => {
    const { record } = places.createPlace(appFailing(), place, committee, 'Bea Bestuur');
    expect((record as RecordInPocketBase).fields).toMatchObject({
      ...place,
      committee: committee.id,
      createdByName: 'Bea Bestuur',
    });
  });

  it('reports another admin\u2019s place on the same name or path as a conflict', () => {
    for (const failure of ['name: Value must be unique.', 'UNIQUE constraint failed: section_places.prefix'])
      expect(places.createPlace(appFailing(failure), place, committee, 'Bea'), failure).toEqual({ conflict: true });
  });

  it('answers a full disk with the storage\u2019s Dutch 503, not as a place someone else took', () => {
    let thrown: unknown;
    try {
      places.createPlace(appFailing('database or disk is full'), place, committee, 'Bea');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 503, message: expect.stringMatching(/^De site kan nu niets opslaan/) });
  });

  it('lets any other failure through as it is', () => {
    expect(() => places.createPlace(appFailing('something else'), place, committee, 'Bea')).toThrow('something else');
  });
});
