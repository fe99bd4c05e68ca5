import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { demoScene, type Scene } from './demo-scenes.ts';

async function pixels(blob: Blob): Promise<PNG> {
  return PNG.sync.read(Buffer.from(await blob.arrayBuffer()));
}

/** Share of pixels darker than `limit` in every channel: silhouettes, not a soft gradient. */
function darkShare(png: PNG, limit = 80): number {
  let dark = 0;
  for (let index = 0; index < png.data.length; index += 4)
    if (png.data[index]! < limit && png.data[index + 1]! < limit && png.data[index + 2]! < limit) dark++;
  return dark / (png.width * png.height);
}

describe('demoScene', () => {
  it.each<Scene>(['rink', 'natural-ice', 'group', 'shirt', 'trousers', 'hat', 'mascot', 'logo'])(
    'draws %s at the asked size, the same for the same seed',
    async (scene) => {
      const first = await pixels(
        demoScene(scene, 200, 150, 7, [
          [20, 40, 60],
          [200, 220, 240],
        ]),
      );
      expect([first.width, first.height]).toEqual([200, 150]);
      expect(
        first.data.equals(
          (
            await pixels(
              demoScene(scene, 200, 150, 7, [
                [20, 40, 60],
                [200, 220, 240],
              ]),
            )
          ).data,
        ),
      ).toBe(true);
    },
  );

  it('puts skaters on the ice, in other places for another seed', async () => {
    const one = await pixels(demoScene('natural-ice', 320, 240, 1));
    const two = await pixels(demoScene('natural-ice', 320, 240, 2));
    expect(darkShare(one)).toBeGreaterThan(0.01);
    expect(one.data.equals(two.data)).toBe(false);
  });
});
