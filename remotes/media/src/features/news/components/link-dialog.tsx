import { ConfirmDialog, TextField } from '@tjas/ui';
import { useState } from 'react';
import { linkAddressError } from '../lib/link-address.ts';

/**
 * Asks the address for the news editor's link button, in the site's own dialog instead of the
 * browser's prompt(): an address field that says what is wrong before the link is made. Enter in
 * the field adds the link, Escape or "Annuleren" leaves the text as it was.
 */
export function LinkDialog({
  open,
  onChoose,
  onCancel,
}: {
  open: boolean;
  onChoose: (address: string) => void;
  onCancel: () => void;
}) {
  const [address, setAddress] = useState('https://');
  const [error, setError] = useState<string>();
  function close() {
    setAddress('https://');
    setError(undefined);
  }
  function choose() {
    const problem = linkAddressError(address);
    if (problem) return setError(problem);
    close();
    onChoose(address.trim());
  }
  return (
    <ConfirmDialog
      open={open}
      title="Link toevoegen"
      confirmLabel="Link toevoegen"
      onConfirm={choose}
      onCancel={() => {
        close();
        onCancel();
      }}
    >
      <TextField
        label="Adres van de link"
        hint="Begint met https:// (of mailto: voor een e-mailadres)."
        type="url"
        inputMode="url"
        autoComplete="url"
        value={address}
        error={error}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          // The dialog sits inside the news form: Enter adds the link and does not send the post.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          choose();
        }}
      />
    </ConfirmDialog>
  );
}
