import { describeError } from '@tjas/auth';
import { Button, Card, downloadText, FormError } from '@tjas/ui';
import { useState } from 'react';
import { exportMyData } from '../api/my-account.ts';

/** A download of everything stored about the member, as the GDPR right of access asks. */
export function DataExportCard() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      downloadText('mijn-gegevens.json', await exportMyData(), 'application/json');
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title="Mijn gegevens downloaden">
      <p>
        Een JSON-bestand met je profiel, je commissies en alles wat je op de site hebt ingevuld: aanmeldingen,
        antwoorden, inzendingen en bestellingen.
      </p>
      <Button variant="secondary" busy={busy} busyLabel="Bezig met verzamelen…" onClick={() => void download()}>
        Download mijn gegevens
      </Button>
      <FormError message={error} />
    </Card>
  );
}
