import { videosLimits } from '@tjas/schema/field-limits';
import { describe, expect, it } from 'vitest';
import { validateVideo, type VideoDraft } from './video-draft.ts';

const valid: VideoDraft = {
  title: 'Bochten oefenen',
  description: '',
  url: 'https://video.example/bochten',
  file: null,
};
const video = (type: string, bytes: number) => {
  const file = new File(['x'], 'uitleg.mp4', { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('validateVideo', () => {
  it('accepts a titled video with a link, or with a file instead', () => {
    expect(validateVideo(valid)).toEqual({});
    expect(validateVideo({ ...valid, url: '', file: video('video/mp4', 1000) })).toEqual({});
  });

  it('asks for a link or a file, and for a link that is one', () => {
    expect(validateVideo({ ...valid, url: '' }).url).toBe('Geef een link naar de video of upload een videobestand.');
    expect(validateVideo({ ...valid, url: 'javascript:alert(1)' }).url).toBe('Vul een geldige link in (https://…).');
  });

  it('checks the title and description against the schema', () => {
    const { min, max } = videosLimits.title;
    expect(validateVideo({ ...valid, title: 'a'.repeat(min - 1) }).title).toBe(
      `Geef een titel van minstens ${min} tekens.`,
    );
    expect(validateVideo({ ...valid, title: 'a'.repeat(max + 1) }).title).toBe(
      `De titel mag hoogstens ${max} tekens hebben.`,
    );
    expect(validateVideo({ ...valid, description: 'a'.repeat(videosLimits.description.max + 1) }).description).toBe(
      'De beschrijving mag hoogstens 2000 tekens hebben.',
    );
  });

  it('takes only the schema\u2019s video types, up to its size', () => {
    const maxSize = videosLimits.file.maxSize;
    expect(validateVideo({ ...valid, file: video('video/quicktime', 1000) }).file).toBe(
      'Een video moet een MP4- of WebM-bestand zijn.',
    );
    expect(validateVideo({ ...valid, file: video('video/webm', maxSize + 1) }).file).toBe(
      'Deze video is groter dan 50 MB; zet hem online en geef de link.',
    );
    expect(validateVideo({ ...valid, file: video('video/webm', maxSize) })).toEqual({});
  });
});
