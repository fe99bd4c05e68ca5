import { describeError } from '@tjas/auth';
import { Button, downloadText, showToast } from '@tjas/ui';
import { useState } from 'react';
import { type EventRecord } from '../api/events-api.ts';
import { eventCalendarFile } from '../api/event-page-api.ts';
import { fileSlug } from '../lib/file-slug.ts';

/** Downloads the event as an .ics file that any calendar app can import. */
export function AddToCalendarButton({ event }: { event: EventRecord }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          downloadText(`${fileSlug(event.title)}.ics`, await eventCalendarFile(event.id), 'text/calendar');
        } catch (error) {
          showToast(describeError(error), 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      Zet in mijn agenda
    </Button>
  );
}
