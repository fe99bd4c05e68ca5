import { describeError, useSession } from '@tjas/auth';
import { Button, DateTime, ErrorState, FormError, LoadingState, showToast, TextAreaField, useAsync } from '@tjas/ui';
import { useState } from 'react';
import {
  approveRelease,
  fetchWaitingRelease,
  rejectRelease,
  type ReviewedFile,
  type WaitingRelease,
} from '../api/releases-api.ts';
import { TextDiff } from './text-diff.tsx';
import styles from './review-panel.module.css';

function size(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
}

const STATUS = { nieuw: 'nieuw', gewijzigd: 'gewijzigd', weg: 'weggehaald', gelijk: 'ongewijzigd' } as const;

function FileChange({ file }: { file: ReviewedFile }) {
  return (
    <li>
      <code>{file.path}</code>: {STATUS[file.status]} ({size(file.before)} → {size(file.after)})
      {file.unshown && (
        <strong> Te groot om hier te tonen: lees dit bestand in de build zelf na voor je goedkeurt.</strong>
      )}
      {file.text && (
        <details>
          <summary>Bekijk de code</summary>
          <TextDiff before={file.text.before ?? ''} after={file.text.after ?? ''} />
        </details>
      )}
    </li>
  );
}

/** What a waiting release changes: the section's own sources first, then every built file. */
function Changes({ release }: { release: WaitingRelease }) {
  const sources = release.sources.filter((source) => source.status !== 'gelijk');
  const files = release.files.filter((file) => file.status !== 'gelijk');
  return (
    <>
      <h4>Broncode ({sources.length} gewijzigd)</h4>
      {release.sources.length === 0 && (
        <p>Deze release heeft geen broncode bij zich (geen source maps): lees de gebouwde bestanden hieronder.</p>
      )}
      <ul className={styles.files}>
        {sources.map((source) => (
          <li key={source.path}>
            <details>
              <summary>
                <code>{source.path}</code>: {STATUS[source.status]}
              </summary>
              <TextDiff before={source.before ?? ''} after={source.after ?? ''} />
            </details>
          </li>
        ))}
      </ul>
      <h4>Gebouwde bestanden ({files.length} anders)</h4>
      <p>
        Dit is de code die leden echt laden; een wijziging hier zonder wijziging in de broncode hoort er niet te zijn.
      </p>
      <ul className={styles.files}>
        {files.map((file) => (
          <FileChange key={file.path} file={file} />
        ))}
      </ul>
    </>
  );
}

/**
 * The release of a section that waits for review, for who may release it: what changes against
 * the live version, and approve or reject. Who made the release cannot approve it (the server
 * refuses that too).
 */
export function ReviewPanel({ section, label, onChanged }: { section: string; label: string; onChanged: () => void }) {
  const [waiting, reload] = useAsync(() => fetchWaitingRelease(section), `review:${section}`);
  const me = useSession((state) => state.user?.id ?? '');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject'>();
  const [error, setError] = useState<string>();

  if (waiting.status === 'loading') return <LoadingState label="Release ter controle wordt geladen…" />;
  if (waiting.status === 'failed') return <ErrorState message={describeError(waiting.error)} onRetry={reload} />;
  const release = waiting.data;
  if (!release) return null;
  const own = release.releasedBy === me;

  async function act(kind: 'approve' | 'reject') {
    if (!release) return;
    setBusy(kind);
    setError(undefined);
    try {
      // Approving grants power: the shell's dialog asks for the password, with the server's description.
      if (kind === 'approve' && !(await approveRelease(release))) return;
      if (kind === 'reject') await rejectRelease(release, note.trim());
      showToast(
        kind === 'approve'
          ? `${label} ${release.version} staat live.`
          : `${label} ${release.version} is afgewezen; wat live stond, blijft.`,
      );
      onChanged();
      reload();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section className={styles.panel} aria-label={`Klaar voor controle: ${label} ${release.version}`}>
      <h3>Klaar voor controle: {release.version}</h3>
      <p>
        Uitgebracht door {release.releasedByName || 'onbekend'} op <DateTime value={release.submittedAt} />
        {release.commit && <> (commit {release.commit})</>}. Leden krijgen deze versie pas als iemand anders met
        uitbrengrechten, of een beheerder, haar goedkeurt. Live staat nu {release.live || 'niets'}.
      </p>
      {release.place && (
        <p>
          <strong>
            Deze release zet de sectie op de site als “{release.place.label}” op {release.place.prefix}
            {release.place.order !== null && release.place.order !== undefined && <>, volgorde {release.place.order}</>}
            .
          </strong>
        </p>
      )}
      <Changes release={release} />
      <TextAreaField
        label="Toelichting bij afwijzen (optioneel)"
        name="note"
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {own && <p>Je hebt deze release zelf uitgebracht: een ander keurt haar goed.</p>}
      <div className={styles.actions}>
        <Button
          disabled={own}
          busy={busy === 'approve'}
          busyLabel="Bezig met goedkeuren…"
          onClick={() => void act('approve')}
        >
          Goedkeuren en live zetten
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'reject'}
          busyLabel="Bezig met afwijzen…"
          onClick={() => void act('reject')}
        >
          {own ? 'Intrekken' : 'Afwijzen'}
        </Button>
      </div>
      <FormError message={error} />
    </section>
  );
}
