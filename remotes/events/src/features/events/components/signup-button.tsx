import { describeError } from '@tjas/auth';
import { useState } from 'react';
import { signOut, signUp } from '../api/events-api.ts';

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
      onChange();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="signup">
      {signupId && <p role="status">Je bent aangemeld.</p>}
      <button type="button" onClick={toggle} disabled={busy}>
        {signupId ? 'Afmelden' : 'Aanmelden'}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
