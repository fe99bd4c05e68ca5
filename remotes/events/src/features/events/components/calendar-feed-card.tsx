import { describeError } from '@tjas/auth';
import { Button, Card, FormError, showToast, TextField } from '@tjas/ui';
import { useState } from 'react';
import { calendarFeedUrl } from '../api/events-api.ts';

/** The member's personal calendar feed: a secret URL a calendar app subscribes to. */
export function CalendarFeedCard() {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function load(reset: boolean) {
    setBusy(true);
    setError(undefined);
    try {
      setUrl(await calendarFeedUrl(reset));
      if (reset) showToast('Je hebt een nieuwe agenda-link. De oude werkt niet meer.');
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Mijn evenementen in mijn agenda">
      <p>
        Abonneer je agenda-app op deze link: evenementen waarvoor je een plek hebt, verschijnen er vanzelf in. Deel de
        link met niemand.
      </p>
      {url ? (
        <>
          <TextField label="Jouw agenda-link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <p>
            <Button
              variant="secondary"
              onClick={() =>
                navigator.clipboard?.writeText(url).then(
                  () => showToast('De link is gekopieerd.'),
                  () => undefined,
                )
              }
            >
              Kopieer de link
            </Button>{' '}
            <Button variant="secondary" busy={busy} onClick={() => load(true)}>
              Maak een nieuwe link
            </Button>
          </p>
        </>
      ) : (
        <Button variant="secondary" busy={busy} onClick={() => load(false)}>
          Toon mijn agenda-link
        </Button>
      )}
      <FormError message={error} />
    </Card>
  );
}
