import { usePageTitle } from '@tjas/ui';
import { useSearchParams } from '@tjas/router';
import { AuthLayout } from '../../layouts/components/auth-layout.tsx';
import { RequestResetForm } from './request-reset-form.tsx';
import { SetNewPasswordForm } from './set-new-password-form.tsx';

/**
 * /login/vergeten asks for an e-mail address; the link in the reset mail comes back here with
 * `?token=` and then sets the new password (logged-out visitors may only open the login pages).
 */
export function ForgotPasswordPage() {
  usePageTitle('Wachtwoord vergeten');
  const [params] = useSearchParams();
  const token = params.get('token');
  return <AuthLayout>{token ? <SetNewPasswordForm token={token} /> : <RequestResetForm />}</AuthLayout>;
}
