import { TextField, type BoundField } from '@tjas/ui';

interface Props {
  /** `field('password')` and `field('passwordConfirm')` of the form's useFormSubmission. */
  password: BoundField;
  passwordConfirm: BoundField;
}

/** "New password" twice, with the hints and messages of the password rules. */
export function NewPasswordFields({ password, passwordConfirm }: Props) {
  return (
    <>
      <TextField
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        {...password}
        name="new-password"
        hint="Minstens 8 tekens."
      />
      <TextField
        label="Herhaal het nieuwe wachtwoord"
        type="password"
        autoComplete="new-password"
        {...passwordConfirm}
        name="new-password-confirm"
      />
    </>
  );
}
