import { Button, Checkbox, DataTable, formatDateTime, type Column } from '@tjas/ui';
import type { Answers, EventRecord, SignupRecord } from '../api/events-api.ts';
import { nameOf } from '../lib/signup-names.ts';

interface Props {
  event: EventRecord;
  signups: SignupRecord[];
  /** Each sign-up's answers, by sign-up id. */
  answers: ReadonlyMap<string, Answers | null>;
  /** Guests' names by sign-up id; no column without it. */
  guestNames: ReadonlyMap<string, readonly string[]> | undefined;
  /** For a paid event: who has paid, whose mark is being saved, and how to mark it. */
  payments:
    | {
        paid: ReadonlySet<string>;
        ready: boolean;
        marking: string | undefined;
        onMark: (signup: SignupRecord, paid: boolean) => void;
      }
    | undefined;
  onSignOut: (signup: SignupRecord) => void;
}

/** Every sign-up in the order they came: status, guests, payment, answers and a sign-out button. */
export function SignupsTable({ event, signups, answers, guestNames, payments, onSignOut }: Props) {
  let waitingPosition = 0;
  const positions = new Map(signups.map((signup) => [signup.id, signup.status === 'waiting' ? ++waitingPosition : 0]));
  const columns: Column<SignupRecord>[] = [
    { key: 'naam', header: 'Naam', render: nameOf },
    {
      key: 'status',
      header: 'Status',
      render: (s) => (s.status === 'confirmed' ? 'aangemeld' : `wachtlijst (${positions.get(s.id)})`),
    },
    { key: 'wanneer', header: 'Aangemeld op', render: (s) => formatDateTime(s.created) },
    ...(guestNames
      ? [
          {
            key: 'introduces',
            header: 'Introducés',
            render: (s: SignupRecord) => (guestNames.get(s.id) ?? []).join(', '),
          },
        ]
      : []),
    ...(payments
      ? [
          {
            key: 'betaald',
            header: 'Betaald',
            render: (s: SignupRecord) =>
              s.status !== 'confirmed' ? null : (
                <Checkbox
                  aria-label={`${nameOf(s)} heeft betaald`}
                  checked={payments.paid.has(s.id)}
                  disabled={!payments.ready || payments.marking === s.id}
                  onChange={(change) => payments.onMark(s, change.currentTarget.checked)}
                />
              ),
          },
        ]
      : []),
    ...(event.questions ?? []).map((question) => ({
      key: `q-${question.id}`,
      header: question.label,
      render: (s: SignupRecord) => {
        const value = answers.get(s.id)?.[question.id];
        return value === true ? 'ja' : value === false ? 'nee' : (value ?? '');
      },
    })),
    {
      key: 'acties',
      header: 'Acties',
      render: (s) => (
        <Button variant="secondary" onClick={() => onSignOut(s)} aria-label={`${nameOf(s)} afmelden`}>
          Afmelden
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Alle aanmeldingen, in volgorde van aanmelden"
      columns={columns}
      rows={signups}
      rowKey={(s) => s.id}
    />
  );
}
