import { Button, formatTime } from '@tjas/ui';
import type { RestoredDraft } from '../lib/use-event-draft.ts';
import styles from './event-form.module.css';

const time = (ms: number) => formatTime(new Date(ms));

interface Props {
  restored: RestoredDraft;
  onDiscard: () => void;
  /** Keeps the draft over the event's newer saved version (only asked when it changed since). */
  onKeep: () => void;
}

/**
 * A quiet word that the form holds what was typed before a reload, and a way to start over. When
 * the event was saved since the draft began, the member chooses between the two before saving:
 * the draft would otherwise overwrite those newer changes unseen.
 */
export function DraftNotice({ restored, onDiscard, onKeep }: Props) {
  if (restored.changedSince)
    return (
      <div className={styles.draftNotice} role="alert" data-testid="draft-notice">
        <p>
          Je was hier al mee bezig: wat je om {time(restored.savedAt)} had ingevuld, is nog niet opgeslagen. Maar het
          evenement is daarna opgeslagen, misschien door een andere organisator. Kies waarmee je verdergaat: met je
          concept overschrijf je die nieuwere wijzigingen, met de opgeslagen versie ben je je concept kwijt.
        </p>
        <Button onClick={onKeep}>Mijn concept gebruiken</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Opgeslagen versie laden
        </Button>
      </div>
    );
  return (
    <div className={styles.draftNotice} role="status" data-testid="draft-notice">
      <p>
        Je was hier al mee bezig: wat je om {time(restored.savedAt)} had ingevuld maar nog niet had opgeslagen, staat er
        weer.
      </p>
      <Button variant="secondary" onClick={onDiscard}>
        Concept weggooien
      </Button>
    </div>
  );
}
