import type { ReactNode } from 'react';
import styles from './avatar.module.css';

/**
 * The initials of a name: the first letter of the first and of the last word ("Bram van der
 * Berg": "BB"), one letter for one word. Dutch surnames' small words ("van der") are skipped by
 * taking the last word.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words[words.length - 1]!][0]! : '';
  // Dutch needs no locale's case rules (only tr, az, lt and el have their own), and a toLocale…
  // call is a way into the browser's locale data (format/amsterdam-clock.ts).
  return (first + last).toUpperCase();
}

interface AvatarProps {
  /** The member's name: its initials stand in when there is no photo. */
  name: string;
  /** The photo's address (a PocketBase thumb), '' or undefined for none. */
  src?: string | undefined;
  /** Width and height in px. */
  size?: number;
  /** Spacing from the place it sits in (a margin); the look stays the kit's. */
  className?: string | undefined;
}

/**
 * A member's photo, or their initials when they have none. Decorative: the name is always written
 * beside it (see Person), so screen readers do not hear it twice.
 */
export function Avatar({ name, src, size = 32, className }: AvatarProps) {
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  if (src) {
    return (
      <img
        className={classes(styles.avatar, className)}
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span
      className={classes(styles.avatar, styles.initials, className)}
      aria-hidden="true"
      // Drawn by the style sheet from the attribute: the letters are for the eye only, so a name
      // beside them reads (and is found by its text) without them.
      data-initials={initialsOf(name)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
    />
  );
}

/** A member's face and name side by side (the name may be a link or carry more text). */
export function Person({ name, src, size, children }: AvatarProps & { children?: ReactNode }) {
  return (
    <span className={styles.person}>
      <Avatar name={name} src={src} size={size} />
      <span>{children ?? name}</span>
    </span>
  );
}
