import { describeError } from '@tjas/auth';
import { Button, ConfirmDialog, showToast } from '@tjas/ui';
import { useState } from 'react';
import { type EventRecord, type SignupRecord } from '../api/events-api.ts';
import { cancelEvent, deleteEvent } from '../api/event-page-api.ts';
import { signedUpText } from '../lib/signed-up-text.ts';

interface Props {
  event: EventRecord;
  signups: readonly SignupRecord[];
  past: boolean;
  onCancelled: () => void;
  onDeleted: () => void;
}

/**
 * The organisers' "Evenement annuleren" and "Verwijderen". Cancelling is what an event with
 * sign-ups gets: it stays visible as cancelled and every member on it is mailed. Deleting is
 * offered only when nobody signed up, or after the cancellation told them: deleting takes the
 * sign-ups away without a word (the server refuses it otherwise, pb_hooks/lib/event-cancellation.js).
 */
export function EventManageActions({ event, signups, past, onCancelled, onDeleted }: Props) {
  const [asking, setAsking] = useState<'cancel' | 'delete'>();
  const mayCancel = !event.cancelled && !past;
  const mayDelete = event.cancelled || signups.length === 0;

  async function run(action: () => Promise<unknown>, done: string, after: () => void) {
    setAsking(undefined);
    try {
      await action();
      showToast(done);
      after();
    } catch (error) {
      showToast(describeError(error), 'error');
    }
  }

  return (
    <>
      {mayCancel && (
        <Button variant="secondary" onClick={() => setAsking('cancel')}>
          Evenement annuleren
        </Button>
      )}
      {mayDelete && (
        <Button variant="secondary" onClick={() => setAsking('delete')}>
          Verwijderen
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={event.training ? 'Training annuleren?' : 'Evenement annuleren?'}
        confirmLabel="Ja, annuleren"
        cancelLabel="Terug"
        danger
        onCancel={() => setAsking(undefined)}
        onConfirm={() => void run(() => cancelEvent(event.id), `“${event.title}” is geannuleerd.`, onCancelled)}
      >
        {event.training ? (
          // A training takes answers, not sign-ups: who said they come is on it (the server mails them).
          <p data-testid="cancel-signed-up">Wie doorgaf te komen, krijgt een mail dat de training niet doorgaat.</p>
        ) : (
          <>
            <p data-testid="cancel-signed-up">{signedUpText(signups, 'now')}</p>
            {signups.length > 0 && <p>Zij krijgen een mail dat het evenement niet doorgaat.</p>}
          </>
        )}
        <p>
          {event.training
            ? 'De training blijft in de agenda staan als geannuleerd en doorgeven of je komt kan niet meer.'
            : 'Het evenement blijft in de agenda staan als geannuleerd en aanmelden kan niet meer.'}{' '}
          Dit kun je niet terugdraaien.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={event.training ? 'Training verwijderen?' : 'Evenement verwijderen?'}
        confirmLabel="Verwijderen"
        cancelLabel="Terug"
        danger
        onCancel={() => setAsking(undefined)}
        onConfirm={() => void run(() => deleteEvent(event.id), `“${event.title}” is verwijderd.`, onDeleted)}
      >
        <p data-testid="delete-signed-up">
          {event.training
            ? event.cancelled
              ? 'Wie doorgaf te komen, kreeg bij het annuleren een mail.'
              : 'Gaf iemand door te komen, annuleer de training dan eerst: dan krijgt wie komt een mail.'
            : event.cancelled
              ? `${signedUpText(signups, 'then')}${signups.length > 0 ? ' Zij kregen bij het annuleren een mail.' : ''}`
              : signedUpText(signups, 'now')}
        </p>
        <p>
          {event.training
            ? 'De training en de antwoorden verdwijnen voorgoed van de site.'
            : 'Het evenement en de aanmeldingen verdwijnen voorgoed van de site.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
