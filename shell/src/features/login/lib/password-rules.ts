/** PocketBase's password field accepts 8 to 71 characters (bcrypt's limit). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 71;

export type PasswordErrors = {
  password?: string;
  passwordConfirm?: string;
};

export function validateNewPassword(password: string, passwordConfirm: string): PasswordErrors {
  const errors: PasswordErrors = {};
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.`;
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    errors.password = `Kies een wachtwoord van hoogstens ${PASSWORD_MAX_LENGTH} tekens.`;
  }
  if (passwordConfirm !== password) errors.passwordConfirm = 'De twee wachtwoorden zijn niet gelijk.';
  return errors;
}
