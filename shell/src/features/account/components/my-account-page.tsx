import { PageHeader } from '@tjas/ui';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export function MyAccountPage() {
  return (
    <>
      <PageHeader title="Mijn account" />
      <ProfileForm />
      <ChangePasswordForm />
    </>
  );
}
