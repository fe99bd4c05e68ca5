import { describeError, useSession } from '@tjas/auth';
import { Button, FormError, showToast, useConfirmation } from '@tjas/ui';
import { useState } from 'react';
import type { CommitteeRecord } from '../../committees/index.ts';
import { resendInvitation, updateMember, type MemberRecord } from '../api/members-api.ts';
import { CommitteeChoices } from './committee-choices.tsx';
import styles from './members.module.css';

/** One member in the administration: committees to change, and (de)activation. */
export function MemberRow({
  initial,
  committees,
  onChanged,
}: {
  initial: MemberRecord;
  committees: readonly CommitteeRecord[];
  onChanged: () => void;
}) {
  const me = useSession((state) => state.user?.id);
  const [member, setMember] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string[]>(initial.committees ?? []);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirmation();
  const names = committees
    .filter((committee) => member.committees?.includes(committee.id))
    .map((committee) => committee.name);

  async function save(change: { committees?: string[]; inactive?: boolean }, done: string) {
    setBusy(true);
    setError(undefined);
    try {
      const updated = await updateMember(member, change);
      if (!updated) return; // the password was not given: nothing changed
      setMember(updated);
      setChosen(updated.committees ?? []);
      setEditing(false);
      showToast(done);
      onChanged();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  async function invite() {
    setBusy(true);
    setError(undefined);
    try {
      await resendInvitation(member.id);
      setMember({ ...member, invitation: 'verstuurd' });
      showToast(`De uitnodiging aan ${member.name} is verstuurd.`);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-label={member.name || member.username}>
      <strong>{member.name || member.username}</strong> ({member.username}){' '}
      {member.inactive && <span className={styles.inactive}>gedeactiveerd</span>}{' '}
      {member.invitation === 'mislukt' && <span className={styles.inactive}>uitnodiging niet verstuurd</span>}
      <p className={styles.meta}>{names.length > 0 ? names.join(', ') : 'Geen commissies'}</p>
      {editing && (
        <CommitteeChoices
          committees={committees}
          chosen={chosen}
          onChange={setChosen}
          legend={`Commissies van ${member.name || member.username}`}
        />
      )}
      <FormError message={error} />
      <div className={styles.actions}>
        {editing ? (
          <>
            <Button
              busy={busy}
              busyLabel="Opslaan…"
              onClick={() => void save({ committees: chosen }, `Commissies van ${member.name} zijn opgeslagen.`)}
            >
              Commissies opslaan
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Annuleren
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Commissies wijzigen
          </Button>
        )}
        {member.invitation === 'mislukt' && (
          <Button variant="secondary" busy={busy} busyLabel="Versturen…" onClick={() => void invite()}>
            Uitnodiging opnieuw versturen
          </Button>
        )}
        {member.id !== me && (
          <Button
            // Quiet on every row of a long list (a grey outline at the row's end, red only under the
            // pointer or focus): a red block per member drew the eye to the one thing rarely meant.
            variant="secondary"
            className={member.inactive ? undefined : styles.deactivate}
            disabled={busy}
            onClick={async () => {
              // Deactivating ends every session of the member at once: ask first.
              if (
                !member.inactive &&
                !(await confirm({
                  title: `${member.name} deactiveren?`,
                  message: 'Diegene kan dan niet meer inloggen en wordt overal uitgelogd.',
                  confirmLabel: 'Deactiveren',
                  danger: true,
                }))
              )
                return;
              void save(
                { inactive: !member.inactive },
                member.inactive
                  ? `${member.name} is weer actief.`
                  : `${member.name} is gedeactiveerd en kan niet meer inloggen.`,
              );
            }}
          >
            {member.inactive ? 'Weer actief maken' : 'Deactiveren'}
          </Button>
        )}
      </div>
      {dialog}
    </article>
  );
}
