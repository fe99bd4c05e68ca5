import { describe, expect, it } from 'vitest';
import {
  nextToStart,
  overallProgress,
  PHOTO_MAX_BYTES,
  queueFiles,
  uploadSummary,
  type UploadItem,
} from './photo-queue.ts';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('queueFiles', () => {
  it('refuses wrong types, oversized and empty files with a Dutch reason, and queues the rest', () => {
    const items = queueFiles([
      file('a.jpg', 'image/jpeg', 10),
      file('b.gif', 'image/gif', 10),
      file('c.png', 'image/png', PHOTO_MAX_BYTES + 1),
      file('d.webp', 'image/webp', 0),
    ]);
    expect(items.map((item) => item.status)).toEqual(['waiting', 'refused', 'refused', 'refused']);
    expect(items[1]?.error).toBe('b.gif: alleen JPG, PNG of WebP.');
    expect(items[2]?.error).toBe('c.png: groter dan 10 MB.');
    expect(items[3]?.error).toBe('d.webp: het bestand is leeg.');
  });

  it('places the photos in the order they were chosen, after the ones already in the album', () => {
    const items = queueFiles(
      [file('a.jpg', 'image/jpeg', 10), file('b.jpg', 'image/jpeg', 10), file('c.jpg', 'image/jpeg', 10)],
      8,
    );
    expect(items.map((item) => [item.file.name, item.position])).toEqual([
      ['a.jpg', 8],
      ['b.jpg', 9],
      ['c.jpg', 10],
    ]);
    expect(queueFiles([file('a.jpg', 'image/jpeg', 10)])[0]?.position).toBe(1);
  });
});

describe('progress and concurrency', () => {
  const item = (status: UploadItem['status'], size: number, progress = 0): UploadItem => ({
    id: size,
    file: file('x.png', 'image/png', size),
    position: size,
    status,
    progress,
  });

  it('weighs progress by size and ignores refused files', () => {
    expect(overallProgress([item('done', 300), item('uploading', 100, 0.5), item('refused', 1000)])).toBeCloseTo(
      350 / 400,
    );
    expect(overallProgress([item('refused', 10)])).toBe(0);
  });

  it('starts at most three uploads at once', () => {
    expect(
      nextToStart([item('uploading', 1), item('waiting', 2), item('waiting', 3), item('waiting', 4)]).map(
        (next) => next.id,
      ),
    ).toEqual([2, 3]);
    expect(nextToStart([item('uploading', 1), item('uploading', 2), item('uploading', 3), item('waiting', 4)])).toEqual(
      [],
    );
  });
});

describe('uploadSummary', () => {
  const items = (...statuses: UploadItem['status'][]) =>
    statuses.map((status, index) => ({ ...queueFiles([file(`${index}.jpg`, 'image/jpeg', 10)])[0]!, status }));

  it('says the photos are being uploaded while any waits or uploads, and what got in once none does', () => {
    expect(uploadSummary('Borrel', items('done', 'uploading'))).toBe(
      'Album “Borrel” is aangemaakt. De foto’s worden geüpload.',
    );
    expect(uploadSummary('Borrel', items('done', 'done'))).toBe('Album “Borrel” is aangemaakt met 2 foto’s.');
    expect(uploadSummary('Borrel', items('done', 'refused', 'failed'))).toBe(
      'Album “Borrel” is aangemaakt met 1 foto; 2 konden er niet in (zie hieronder).',
    );
  });
});
