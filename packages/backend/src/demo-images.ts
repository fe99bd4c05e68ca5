import { PNG } from 'pngjs';

/** An RGB colour, 0-255 per channel. */
export type Rgb = readonly [number, number, number];

export interface DemoImageOptions {
  width: number;
  height: number;
  /** Colours of the diagonal gradient, top-left to bottom-right. */
  from: Rgb;
  to: Rgb;
  /** Light circles ("ice lights") scattered deterministically by this seed. */
  seed?: number;
}

function mix(a: number, b: number, t: number): number {
  return Math.round(a + (b - a) * t);
}

/**
 * A generated PNG of any size (tests upload it; the demo's pictures are demo-scenes.ts): a
 * gradient with a few soft circles, different per seed.
 */
export function demoImage({ width, height, from, to, seed = 1 }: DemoImageOptions): Buffer {
  const png = new PNG({ width, height });
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const circles = Array.from({ length: 4 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.1 + random() * 0.25) * Math.min(width, height),
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const circle of circles) {
        const distance = Math.hypot(x - circle.x, y - circle.y);
        if (distance < circle.r) light = Math.max(light, 0.35 * (1 - distance / circle.r));
      }
      const index = (width * y + x) * 4;
      png.data[index] = mix(mix(from[0], to[0], t), 255, light);
      png.data[index + 1] = mix(mix(from[1], to[1], t), 255, light);
      png.data[index + 2] = mix(mix(from[2], to[2], t), 255, light);
      png.data[index + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** A generated PNG as a Blob, ready for a multipart upload of demo data. */
export function demoPng(width: number, height: number, colours: readonly [Rgb, Rgb], seed: number): Blob {
  return new Blob([new Uint8Array(demoImage({ width, height, from: colours[0], to: colours[1], seed }))], {
    type: 'image/png',
  });
}
