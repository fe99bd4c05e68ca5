import { Button } from '@tjas/ui';
import type { RestoredDraft } from '../lib/use-event-draft.ts';
import styles from './event-form.module.css';

const time = (ms: number) => new Date(ms).toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit' });

/** A quiet word that the form holds what was typed before a reload, and a way to start over. */
export function DraftNotice({ restored, onDiscard }: { restored: RestoredDraft; onDiscard: () => void }) {
  return (
    <div className={styles.draftNotice} role="status" data-testid="draft-notice">
      <p>
        Je was hier al mee bezig: wat je om {time(restored.savedAt)} had ingevuld maar nog niet had opgeslagen, staat er
        weer.
        {restored.changedSince && ' Het evenement is intussen opgeslagen; kijk of alles nog klopt.'}
      </p>
      <Button variant="secondary" onClick={onDiscard}>
        Concept weggooien
      </Button>
    </div>
  );
}
