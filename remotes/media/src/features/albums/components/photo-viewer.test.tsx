import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PhotoRecord } from '../api/albums-api.ts';
import { PhotoViewer } from './photo-viewer.tsx';

// The viewer reads a photo's id, caption and file; the rest of the record does not matter here.
const photos = ['a', 'b', 'c'].map(
  (id) => ({ id, album: 'album1', caption: `Foto ${id}`, image: `${id}.jpg` }) as unknown as PhotoRecord,
);

beforeAll(() => {
  // jsdom has <dialog> but not its modal opening.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

describe('PhotoViewer', () => {
  it('moves one photo per press, also when presses come before the page shows the last one', () => {
    const asked: number[] = [];
    // The parent does not re-render in between, as when the address changes in a transition.
    render(
      <PhotoViewer photos={photos} index={2} token="" onIndex={(index) => asked.push(index)} onClose={() => {}} />,
    );
    const viewer = screen.getByRole('dialog');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(asked).toEqual([0, 1, 0, 2, 1]);
  });

  it('steps from the photo shown once the page caught up (or went elsewhere, as back does)', () => {
    const asked: number[] = [];
    const onIndex = (index: number) => asked.push(index);
    const { rerender } = render(
      <PhotoViewer photos={photos} index={0} token="" onIndex={onIndex} onClose={() => {}} />,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    rerender(<PhotoViewer photos={photos} index={2} token="" onIndex={onIndex} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    expect(asked).toEqual([1, 0]);
  });

  it('keeps counting from the last press when the page catches up with an earlier one in between', () => {
    const asked: number[] = [];
    const onIndex = (index: number) => asked.push(index);
    const viewer = (index: number) => (
      <PhotoViewer photos={photos} index={index} token="" onIndex={onIndex} onClose={() => {}} />
    );
    const { rerender } = render(viewer(2));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    rerender(viewer(0)); // the first press's photo, shown after the second press
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    rerender(viewer(1));
    rerender(viewer(2));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(asked).toEqual([0, 1, 2, 1]);
  });
});
