import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { photoDownloadUrl, photoUrl, type PhotoRecord } from '../api/albums-api.ts';
import { photoLabel } from '../lib/photo-label.ts';
import { swipeDirection, type SwipePoint } from '../lib/swipe.ts';
import styles from './albums.module.css';
import { ProtectedImage } from './protected-image.tsx';

interface Props {
  photos: readonly PhotoRecord[];
  index: number;
  token: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The album's photos one at a time over the whole screen, in a modal <dialog>: the browser keeps
 * the focus inside and Escape closes it. Arrow keys, the buttons or a swipe go to the previous
 * or next photo (round the ends), and "Downloaden" saves the original file.
 */
export function PhotoViewer({ photos, index, token, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<SwipePoint | null>(null);
  const photo = photos[index];
  const count = photos.length;
  // Steps count from the photo last asked for, not the one last shown: the address changes in a
  // transition, so two quick presses can come before the re-render and must move two photos. A
  // render of an earlier ask (the page catching up) leaves the count alone; any other photo (back,
  // a link) starts it again from what is shown. Syncing it to every shown photo lost a press when
  // a late render came between two (CI saw 6 -> 1 -> 1 for two presses of the right arrow).
  const asked = useRef({ index, pending: [] as number[] });
  useLayoutEffect(() => {
    const state = asked.current;
    const arrived = state.pending.indexOf(index);
    if (arrived >= 0) state.pending.splice(0, arrived + 1);
    else asked.current = { index, pending: [] };
  }, [index]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    // The first thing in the dialog is the download link; starting on "Sluiten" is what a member expects.
    closeButton.current?.focus();
  }, []);

  // The neighbours load while this photo is looked at, so a swipe shows the next one at once.
  useEffect(() => {
    if (count < 2) return;
    for (const neighbour of [photos[(index + 1) % count], photos[(index - 1 + count) % count]]) {
      if (neighbour) new Image().src = photoUrl(neighbour, token, '1600x0');
    }
  }, [photos, index, count, token]);

  if (!photo) return null;
  const step = (by: number) => {
    const state = asked.current;
    state.index = (state.index + by + count) % count;
    state.pending.push(state.index);
    onIndex(state.index);
  };
  const previous = () => step(-1);
  const next = () => step(1);
  const label = photoLabel(photo, index);

  function onKeyDown(event: KeyboardEvent) {
    // Alt+arrow is the browser's own back and forward.
    if (event.altKey || event.ctrlKey || event.metaKey || count < 2) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent) {
    if (!event.isPrimary || event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    // A member who zoomed in with two fingers is moving around the photo, not to the next one.
    if (!start || !event.isPrimary || count < 2 || (window.visualViewport?.scale ?? 1) > 1.01) return;
    const direction = swipeDirection(start, { x: event.clientX, y: event.clientY });
    if (direction === 'next') next();
    if (direction === 'previous') previous();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`${label} (${index + 1} van ${count})`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Escape without an earlier click or key closes the dialog without a cancel event (the
      // browser's close-watcher rule against trapping the member); the address follows it then.
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewerTop}>
        <p className={styles.viewerCount} aria-hidden="true">
          {index + 1} van {count}
        </p>
        <a className={styles.viewerButton} href={photoDownloadUrl(photo, token)} download>
          Downloaden
        </a>
        <button ref={closeButton} type="button" className={styles.viewerButton} onClick={onClose}>
          Sluiten
        </button>
      </div>
      <div
        className={styles.stage}
        data-testid="photo-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ProtectedImage
          key={photo.id}
          className={styles.full}
          photo={photo}
          thumb="1600x0"
          token={token}
          alt={label}
          draggable={false}
        />
      </div>
      {photo.caption && <p className={styles.viewerCaption}>{photo.caption}</p>}
      <div className={styles.viewerBottom}>
        <button type="button" className={styles.viewerButton} onClick={previous} disabled={count < 2}>
          Vorige foto
        </button>
        <button type="button" className={styles.viewerButton} onClick={next} disabled={count < 2}>
          Volgende foto
        </button>
      </div>
    </dialog>
  );
}
