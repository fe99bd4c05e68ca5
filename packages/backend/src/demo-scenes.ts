import { PNG } from 'pngjs';
import type { Rgb } from './demo-images.ts';

/**
 * Pictures made for the demo data, drawn from simple shapes (no photographs in the repository,
 * no network): skaters on a rink or on natural ice, a board on a group photo, a garment for the
 * webshop. Deterministic per seed, so every start draws the same association.
 */
export type Scene = 'rink' | 'natural-ice' | 'group' | 'shirt' | 'trousers' | 'hat' | 'mascot' | 'logo';

class Canvas {
  readonly png: PNG;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
  }

  pixel(x: number, y: number, colour: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const index = (this.width * Math.floor(y) + Math.floor(x)) * 4;
    for (let channel = 0; channel < 3; channel++)
      this.png.data[index + channel] = Math.round(
        this.png.data[index + channel]! * (1 - alpha) + colour[channel]! * alpha,
      );
    this.png.data[index + 3] = 255;
  }

  /** A vertical gradient over a band of rows. */
  band(top: number, bottom: number, from: Rgb, to: Rgb): void {
    for (let y = Math.max(0, Math.floor(top)); y < Math.min(this.height, bottom); y++) {
      const t = (y - top) / Math.max(1, bottom - top);
      const colour: Rgb = [
        from[0] + (to[0] - from[0]) * t,
        from[1] + (to[1] - from[1]) * t,
        from[2] + (to[2] - from[2]) * t,
      ];
      for (let x = 0; x < this.width; x++) this.pixel(x, y, colour);
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - ry); y <= cy + ry; y++) {
      for (let x = Math.floor(cx - rx); x <= cx + rx; x++) {
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) this.pixel(x, y, colour, alpha);
      }
    }
  }

  /** The outline of an ellipse, `thickness` wide (a rink's lane lines). */
  ring(cx: number, cy: number, rx: number, ry: number, thickness: number, colour: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - ry - thickness); y <= cy + ry + thickness; y++) {
      for (let x = Math.floor(cx - rx - thickness); x <= cx + rx + thickness; x++) {
        const d = Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2);
        if (Math.abs(d - 1) * Math.min(rx, ry) <= thickness / 2) this.pixel(x, y, colour, alpha);
      }
    }
  }

  polygon(points: readonly (readonly [number, number])[], colour: Rgb, alpha = 1): void {
    const ys = points.map((point) => point[1]);
    for (let y = Math.floor(Math.min(...ys)); y <= Math.max(...ys); y++) {
      const crossings: number[] = [];
      for (let index = 0; index < points.length; index++) {
        const [x1, y1] = points[index]!;
        const [x2, y2] = points[(index + 1) % points.length]!;
        if (y1 <= y + 0.5 !== y2 <= y + 0.5) crossings.push(x1 + ((y + 0.5 - y1) / (y2 - y1)) * (x2 - x1));
      }
      crossings.sort((a, b) => a - b);
      for (let index = 0; index + 1 < crossings.length; index += 2) {
        for (let x = Math.ceil(crossings[index]!); x <= crossings[index + 1]!; x++) this.pixel(x, y, colour, alpha);
      }
    }
  }

  /** A thick straight stroke (a leg, an arm, a windmill's sail). */
  line(x1: number, y1: number, x2: number, y2: number, width: number, colour: Rgb): void {
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const nx = (-(y2 - y1) / length) * (width / 2);
    const ny = ((x2 - x1) / length) * (width / 2);
    this.polygon(
      [
        [x1 + nx, y1 + ny],
        [x2 + nx, y2 + ny],
        [x2 - nx, y2 - ny],
        [x1 - nx, y1 - ny],
      ],
      colour,
    );
  }
}

function randomFrom(seed: number): () => number {
  let state = (seed * 2654435761) % 2147483648;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** A skater in the typical low stance, facing left or right, `size` tall. */
function skater(canvas: Canvas, x: number, y: number, size: number, suit: Rgb, facing: 1 | -1, stride: number): void {
  const dark: Rgb = [25, 30, 40];
  const s = size;
  canvas.line(x, y - 0.45 * s, x - facing * 0.1 * s, y - 0.05 * s, 0.09 * s, suit); // standing leg
  canvas.line(x, y - 0.45 * s, x + facing * (0.2 + stride * 0.15) * s, y - 0.08 * s, 0.08 * s, suit); // pushing leg
  canvas.line(x - facing * 0.22 * s, y - 0.02 * s, x + facing * 0.06 * s, y - 0.02 * s, 0.025 * s, dark); // blade
  canvas.ellipse(x + facing * 0.12 * s, y - 0.58 * s, 0.2 * s, 0.09 * s, suit); // bent back
  canvas.line(x + facing * 0.18 * s, y - 0.6 * s, x - facing * 0.15 * s, y - 0.5 * s, 0.06 * s, suit); // arm on the back
  canvas.ellipse(x + facing * 0.34 * s, y - 0.66 * s, 0.075 * s, 0.075 * s, [230, 190, 160]); // head
  canvas.ellipse(x + facing * 0.34 * s, y - 0.7 * s, 0.08 * s, 0.05 * s, suit); // cap
}

const SUITS: readonly Rgb[] = [
  [200, 40, 40],
  [20, 70, 160],
  [240, 150, 20],
  [30, 130, 70],
  [120, 40, 140],
  [15, 15, 20],
];

function rink(canvas: Canvas, random: () => number): void {
  const { width: w, height: h } = canvas;
  canvas.band(0, h * 0.35, [120, 170, 225], [200, 225, 245]);
  for (let x = 0; x < w; x += w / 14)
    canvas.ellipse(x + random() * 20, h * 0.35, w / 14, h * (0.05 + random() * 0.05), [40, 90, 60]);
  canvas.band(h * 0.35, h, [215, 232, 245], [245, 250, 255]);
  canvas.ring(w / 2, h * 0.68, w * 0.42, h * 0.24, 3, [200, 40, 40], 0.7);
  canvas.ring(w / 2, h * 0.68, w * 0.32, h * 0.16, 3, [40, 80, 170], 0.6);
  const count = 2 + Math.floor(random() * 3);
  for (let index = 0; index < count; index++) {
    const x = w * (0.15 + random() * 0.7);
    const y = h * (0.55 + random() * 0.38);
    skater(
      canvas,
      x,
      y,
      h * (0.25 + (y / h - 0.55) * 0.5),
      SUITS[Math.floor(random() * SUITS.length)]!,
      random() < 0.5 ? 1 : -1,
      random(),
    );
  }
}

function naturalIce(canvas: Canvas, random: () => number): void {
  const { width: w, height: h } = canvas;
  canvas.band(0, h * 0.45, [240, 190, 150], [190, 210, 235]);
  canvas.ellipse(w * (0.2 + random() * 0.6), h * 0.3, h * 0.06, h * 0.06, [255, 235, 200]);
  const mill = w * (0.6 + random() * 0.3);
  canvas.polygon(
    [
      [mill - 12, h * 0.45],
      [mill - 6, h * 0.22],
      [mill + 6, h * 0.22],
      [mill + 12, h * 0.45],
    ],
    [50, 45, 50],
  );
  const angle = random() * Math.PI;
  for (let sail = 0; sail < 4; sail++) {
    const a = angle + (sail * Math.PI) / 2;
    canvas.line(mill, h * 0.22, mill + Math.cos(a) * h * 0.18, h * 0.22 + Math.sin(a) * h * 0.18, 5, [60, 55, 60]);
  }
  canvas.band(h * 0.45, h * 0.47, [70, 80, 70], [70, 80, 70]);
  canvas.band(h * 0.47, h, [185, 205, 225], [225, 235, 245]);
  for (let crack = 0; crack < 6; crack++)
    canvas.line(random() * w, h * (0.5 + random() * 0.5), random() * w, h * (0.5 + random() * 0.5), 1, [160, 180, 200]);
  const count = 3 + Math.floor(random() * 4);
  for (let index = 0; index < count; index++) {
    const y = h * (0.55 + random() * 0.4);
    skater(
      canvas,
      w * (0.05 + random() * 0.9),
      y,
      h * (0.12 + (y / h - 0.5) * 0.45),
      SUITS[Math.floor(random() * SUITS.length)]!,
      random() < 0.5 ? 1 : -1,
      random(),
    );
  }
}

function group(canvas: Canvas, random: () => number, colours: readonly [Rgb, Rgb]): void {
  const { width: w, height: h } = canvas;
  canvas.band(0, h * 0.75, colours[1], [235, 235, 230]);
  canvas.band(h * 0.75, h, [120, 110, 100], [90, 80, 75]);
  const people = 5;
  for (let index = 0; index < people; index++) {
    const x = (w * (index + 0.5)) / people + (random() - 0.5) * 10;
    const tall = h * (0.02 + random() * 0.05);
    canvas.ellipse(x, h * 0.95 - tall, w / people / 2.2, h * 0.32, colours[0]); // shoulders and chest
    const skin = random();
    const hair = random();
    canvas.ellipse(x, h * 0.5 - tall, h * 0.1, h * 0.12, [240 - skin * 110, 200 - skin * 110, 170 - skin * 100]); // face
    canvas.ellipse(x, h * 0.42 - tall, h * 0.105, h * 0.06, [40 + hair * 170, 30 + hair * 120, 20 + hair * 50]); // hair
  }
}

function garment(canvas: Canvas, kind: 'shirt' | 'trousers' | 'hat', colours: readonly [Rgb, Rgb]): void {
  const { width: w, height: h } = canvas;
  canvas.band(0, h, [246, 246, 244], [232, 232, 228]);
  const [main, trim] = colours;
  if (kind === 'shirt') {
    canvas.polygon(
      [
        [w * 0.3, h * 0.2],
        [w * 0.7, h * 0.2],
        [w * 0.92, h * 0.38],
        [w * 0.8, h * 0.48],
        [w * 0.7, h * 0.4],
        [w * 0.7, h * 0.85],
        [w * 0.3, h * 0.85],
        [w * 0.3, h * 0.4],
        [w * 0.2, h * 0.48],
        [w * 0.08, h * 0.38],
      ],
      main,
    );
    canvas.polygon(
      [
        [w * 0.42, h * 0.2],
        [w * 0.58, h * 0.2],
        [w * 0.5, h * 0.3],
      ],
      trim,
    );
    canvas.line(w * 0.3, h * 0.55, w * 0.7, h * 0.55, h * 0.05, trim);
  } else if (kind === 'trousers') {
    canvas.polygon(
      [
        [w * 0.3, h * 0.12],
        [w * 0.7, h * 0.12],
        [w * 0.74, h * 0.9],
        [w * 0.56, h * 0.9],
        [w * 0.5, h * 0.4],
        [w * 0.44, h * 0.9],
        [w * 0.26, h * 0.9],
      ],
      main,
    );
    canvas.line(w * 0.3, h * 0.15, w * 0.7, h * 0.15, h * 0.05, trim);
  } else {
    canvas.ellipse(w * 0.5, h * 0.58, w * 0.3, h * 0.3, main);
    canvas.band(h * 0.58, h, [246, 246, 244], [232, 232, 228]);
    canvas.line(w * 0.2, h * 0.6, w * 0.8, h * 0.6, h * 0.12, trim);
    canvas.ellipse(w * 0.5, h * 0.27, w * 0.08, w * 0.08, trim);
  }
}

function mascot(canvas: Canvas): void {
  const { width: w, height: h } = canvas;
  canvas.band(0, h, [225, 238, 250], [180, 210, 240]);
  // Tjassi, the club's penguin, on skates.
  canvas.ellipse(w * 0.5, h * 0.55, w * 0.22, h * 0.3, [25, 30, 45]);
  canvas.ellipse(w * 0.5, h * 0.6, w * 0.15, h * 0.24, [250, 250, 250]);
  canvas.ellipse(w * 0.5, h * 0.27, w * 0.14, h * 0.13, [25, 30, 45]);
  canvas.ellipse(w * 0.45, h * 0.25, w * 0.025, w * 0.025, [255, 255, 255]);
  canvas.ellipse(w * 0.55, h * 0.25, w * 0.025, w * 0.025, [255, 255, 255]);
  canvas.polygon(
    [
      [w * 0.46, h * 0.31],
      [w * 0.54, h * 0.31],
      [w * 0.5, h * 0.37],
    ],
    [245, 160, 30],
  );
  canvas.line(w * 0.36, h * 0.42, w * 0.64, h * 0.42, h * 0.04, [200, 30, 40]); // the club scarf
  canvas.line(w * 0.35, h * 0.88, w * 0.47, h * 0.88, h * 0.02, [120, 130, 140]);
  canvas.line(w * 0.53, h * 0.88, w * 0.65, h * 0.88, h * 0.02, [120, 130, 140]);
}

/** A sponsor's badge: their colours and a skate's blade. */
function logo(canvas: Canvas, colours: readonly [Rgb, Rgb]): void {
  const { width: w, height: h } = canvas;
  canvas.band(0, h, colours[1], colours[1]);
  canvas.ellipse(h * 0.5, h * 0.5, h * 0.38, h * 0.38, colours[0]);
  canvas.line(h * 0.28, h * 0.6, h * 0.74, h * 0.6, h * 0.05, [255, 255, 255]);
  canvas.polygon(
    [
      [h * 0.34, h * 0.56],
      [h * 0.42, h * 0.32],
      [h * 0.58, h * 0.32],
      [h * 0.62, h * 0.56],
    ],
    [255, 255, 255],
  );
  for (let bar = 0; bar < 3; bar++)
    canvas.line(
      h * 0.95,
      h * (0.34 + bar * 0.16),
      w - h * 0.15 - bar * w * 0.08,
      h * (0.34 + bar * 0.16),
      h * 0.08,
      colours[0],
    );
}

/** A generated picture as a Blob, ready for a multipart upload of demo data. */
export function demoScene(
  scene: Scene,
  width: number,
  height: number,
  seed: number,
  colours: readonly [Rgb, Rgb] = [
    [20, 70, 160],
    [200, 220, 250],
  ],
): Blob {
  const canvas = new Canvas(width, height);
  const random = randomFrom(seed);
  if (scene === 'rink') rink(canvas, random);
  else if (scene === 'natural-ice') naturalIce(canvas, random);
  else if (scene === 'group') group(canvas, random, colours);
  else if (scene === 'mascot') mascot(canvas);
  else if (scene === 'logo') logo(canvas, colours);
  else garment(canvas, scene, colours);
  return new Blob([new Uint8Array(PNG.sync.write(canvas.png))], { type: 'image/png' });
}
