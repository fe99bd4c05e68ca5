import { TextField } from '@tjas/ui';
import type { PasswordErrors } from '../lib/password-rules.ts';

interface Props {
  password: string;
  passwordConfirm: string;
  errors: PasswordErrors;
  onPasswordChange: (value: string) => void;
  onPasswordConfirmChange: (value: string) => void;
}

/** "New password" twice, with the hints and messages of the password rules. */
export function NewPasswordFields({
  password,
  passwordConfirm,
  errors,
  onPasswordChange,
  onPasswordConfirmChange,
}: Props) {
  return (
    <>
      <TextField
        label="Nieuw wachtwoord"
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
        hint="Minstens 8 tekens."
      />
      <TextField
        label="Herhaal het nieuwe wachtwoord"
        name="new-password-confirm"
        type="password"
        autoComplete="new-password"
        value={passwordConfirm}
        onChange={(event) => onPasswordConfirmChange(event.target.value)}
        error={errors.passwordConfirm}
      />
    </>
  );
}
