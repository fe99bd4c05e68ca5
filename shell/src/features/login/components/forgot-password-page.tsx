import { usePageTitle } from '@tjas/ui';
import { useSearchParams } from '@tjas/router';
import { AuthLayout } from '../../layouts/index.ts';
import { RequestResetForm } from './request-reset-form.tsx';
import { SetNewPasswordForm } from './set-new-password-form.tsx';

/**
 * /login/vergeten asks for an e-mail address; the link in the reset mail comes back here with
 * `?token=` and then sets the new password (logged-out visitors may only open the login pages).
 * A new member's invitation comes here with `?token=...&welkom=1` to choose their first password.
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // A new member's invitation links here too, with `welkom=1`.
  const welcome = token !== null && params.get('welkom') === '1';
  usePageTitle(welcome ? 'Welkom' : 'Wachtwoord vergeten');
  return (
    <AuthLayout>{token ? <SetNewPasswordForm token={token} welcome={welcome} /> : <RequestResetForm />}</AuthLayout>
  );
}
