import { describeError } from '@tjas/auth';
import { Button, FormError, showToast } from '@tjas/ui';
import { useState } from 'react';
import { signOut, signUp } from '../api/events-api.ts';
import styles from './event-detail.module.css';

interface Props {
  eventId: string;
  userId: string;
  signupId: string | undefined;
  onChange: () => void;
}

export function SignupButton({ eventId, userId, signupId, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function toggle() {
    setBusy(true);
    setError(undefined);
    try {
      if (signupId) await signOut(signupId);
      else await signUp(eventId, userId);
      showToast(signupId ? 'Je bent afgemeld.' : 'Je bent aangemeld.');
      onChange();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.signup}>
      {signupId && <p data-testid="signup-state">Je bent aangemeld.</p>}
      <Button onClick={toggle} busy={busy} variant={signupId ? 'secondary' : 'primary'}>
        {signupId ? 'Afmelden' : 'Aanmelden'}
      </Button>
      <FormError message={error} />
    </div>
  );
}
