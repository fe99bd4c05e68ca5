import { describeError } from '@tjas/auth';
import { Button, Card, FormError, showToast, TextField } from '@tjas/ui';
import { useState } from 'react';
import { calendarFeedUrl } from '../api/events-api.ts';
import { webcalUrl } from '../lib/webcal-url.ts';
import styles from './calendar-feed-card.module.css';

/**
 * The member's personal calendar feed, at the top of the events page: a secret address a
 * calendar app subscribes to (webcal://, which phones open in their calendar app). It is asked
 * for only when wanted, so a visit of the page makes no secret and the link is not on screen
 * for whoever looks along.
 */
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
    <Card title="Mijn evenementen in mijn agenda" className={styles.card}>
      <p className={styles.intro}>
        Evenementen waarvoor je een plek hebt, verschijnen vanzelf in je agenda-app. De link is alleen voor jou.
      </p>
      {url ? (
        <>
          <p>
            <a className={styles.subscribe} href={webcalUrl(url)} data-testid="calendar-subscribe">
              Abonneer in je agenda-app
            </a>
          </p>
          <TextField
            label="Of kopieer jouw agenda-link"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className={styles.buttons}>
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
            </Button>
            <Button variant="secondary" busy={busy} onClick={() => load(true)}>
              Maak een nieuwe link
            </Button>
          </p>
        </>
      ) : (
        <Button variant="secondary" busy={busy} onClick={() => load(false)}>
          Zet mijn evenementen in mijn agenda
        </Button>
      )}
      <FormError message={error} />
    </Card>
  );
}
