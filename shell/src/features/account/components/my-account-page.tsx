import { PageHeader } from '@tjas/ui';
import { AvatarForm } from './avatar-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DataExportCard } from './data-export-card.tsx';
import { EmailChangeCard } from './email-change-card.tsx';
import { MailPreferencesCard } from './mail-preferences-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PushPreferencesCard } from './push-preferences-card.tsx';
import { DirectoryProfileCard } from '../../members/index.ts';

export function MyAccountPage() {
  return (
    <>
      <PageHeader title="Mijn account" />
      <ProfileForm />
      <AvatarForm />
      <DirectoryProfileCard />
      <EmailChangeCard />
      <ChangePasswordForm />
      <MailPreferencesCard />
      <PushPreferencesCard />
      <DataExportCard />
    </>
  );
}
