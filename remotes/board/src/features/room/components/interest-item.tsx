import { DateTime } from '@tjas/ui';
import { ROLE_LABELS, type InterestRecord } from '../api/room-api.ts';
import styles from './room.module.css';

export function InterestItem({ interest }: { interest: InterestRecord }) {
  const member = interest.expand?.member;
  const name = member?.name || member?.username || 'Een lid';
  return (
    <article aria-label={`Interesse van ${name}`}>
      <strong>{name}</strong> voor {interest.year}:{' '}
      {interest.roles.map((role) => ROLE_LABELS[role]).join(', ') || 'elke functie'}
      <p className={styles.meta}>
        <DateTime value={interest.created} />
      </p>
      <p className={styles.text}>{interest.motivation}</p>
    </article>
  );
}
