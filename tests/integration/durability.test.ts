import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

let pb: TestPocketBase;
beforeAll(async () => {
  pb = await startTestPocketBase();
});
afterAll(() => pb?.stop());

describe('durability', () => {
  it('loses no acknowledged write when PocketBase is killed during a burst of writes', async () => {
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers create committees as fast as they can until the server dies under them.
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; !stop && n < 5000; n++) {
        try {
          const record = await pb.admin
            .collection('committees')
            .create({ name: `Commissie ${writer}-${n}` }, { requestKey: null });
          acknowledged.push(record.id);
        } catch {
          return; // the server is gone: this write was not acknowledged
        }
      }
    });
    // Kill it in the middle of the writes, once a good number has been acknowledged.
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    await pb.kill();
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    await pb.restart();
    const admin = pb.client();
    await admin.collection('_superusers').authWithPassword('test-beheer@tjas.example', 'test-beheer-2026');
    const stored = new Set(
      (await admin.collection('committees').getFullList({ fields: 'id', batch: 1000 })).map((r) => r.id),
    );
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  });
});
