import { Button, Card, downloadText, EmptyState, formatEuro } from '@tjas/ui';
import { useState } from 'react';
import type { EventRecord, SignupRecord } from '../api/events-api.ts';
import { fileSlug } from '../lib/file-slug.ts';
import { placesOf } from '../lib/signup-state.ts';
import { signupsCsv } from '../lib/signups-csv.ts';
import { usePaidMarks } from '../lib/use-paid-marks.ts';
import { useSignupDetails } from '../lib/use-signup-details.ts';
import { SignOutDialog } from './sign-out-dialog.tsx';
import { SignupsTable } from './signups-table.tsx';

/** Organisers and admins see every sign-up with its answers, export them, and can sign members out. */
export function OrganiserView({
  event,
  signups,
  onChange,
}: {
  event: EventRecord;
  signups: SignupRecord[];
  onChange: () => void;
}) {
  const { answers, guests, payments } = useSignupDetails(event, signups);
  const { paid, confirmed, marking, markPaid } = usePaidMarks(signups, payments);
  const [removing, setRemoving] = useState<SignupRecord>();
  const paidEvent = event.price > 0;
  const withGuestColumn = (event.max_guests ?? 0) > 0 || signups.some((signup) => placesOf(signup) > 1);
  const guestNames = new Map(
    (guests.status === 'ready' ? guests.data : []).map((row) => [row.signup, row.names ?? []]),
  );
  const loaded = answers.status === 'ready' && payments.status === 'ready' && guests.status === 'ready';

  return (
    <Card>
      <p>
        <Button
          disabled={!loaded}
          onClick={() =>
            answers.status === 'ready' &&
            downloadText(
              `aanmeldingen-${fileSlug(event.title)}.csv`,
              signupsCsv(signups, answers.data, event.questions ?? [], {
                paid: paidEvent ? paid : undefined,
                guests: withGuestColumn ? guestNames : undefined,
              }),
              'text/csv;charset=utf-8',
            )
          }
        >
          Exporteer als CSV
        </Button>
      </p>
      {paidEvent && payments.status === 'ready' && (
        <p data-testid="paid-count">
          {paid.size} van {confirmed.length} aangemelde leden hebben betaald ({formatEuro(event.price)} per persoon
          {(event.max_guests ?? 0) > 0 ? '; leden betalen ook voor hun introducés' : ''}).
        </p>
      )}
      {signups.length === 0 ? (
        <EmptyState>Nog niemand aangemeld.</EmptyState>
      ) : (
        <SignupsTable
          event={event}
          signups={signups}
          answers={new Map((answers.status === 'ready' ? answers.data : []).map((row) => [row.signup, row.answers]))}
          guestNames={withGuestColumn ? guestNames : undefined}
          payments={
            paidEvent
              ? {
                  paid,
                  ready: payments.status === 'ready',
                  marking,
                  onMark: (signup, value) => void markPaid(signup, value),
                }
              : undefined
          }
          onSignOut={setRemoving}
        />
      )}
      <SignOutDialog signup={removing} onClose={() => setRemoving(undefined)} onSignedOut={onChange} />
    </Card>
  );
}
