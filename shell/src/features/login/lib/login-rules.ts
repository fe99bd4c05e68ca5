/** The checks of the login and forgot-password forms, in Dutch, before anything is sent. */

export type LoginErrors = {
  identity?: string;
  password?: string;
};

export function validateLogin(identity: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!identity.trim()) errors.identity = 'Vul je e-mailadres of gebruikersnaam in.';
  if (!password) errors.password = 'Vul je wachtwoord in.';
  return errors;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateResetEmail(email: string): { email?: string } {
  return EMAIL_PATTERN.test(email.trim())
    ? {}
    : { email: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.' };
}
