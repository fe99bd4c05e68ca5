import { usePageTitle } from '../../../lib/page-title.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export function MyAccountPage() {
  usePageTitle('Mijn account');
  return (
    <section>
      <h1>Mijn account</h1>
      <ProfileForm />
      <ChangePasswordForm />
    </section>
  );
}
