import { PageHeader } from '@tjas/ui';
import { AvatarForm } from './avatar-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DataExportCard } from './data-export-card.tsx';
import { EmailChangeCard } from './email-change-card.tsx';
import { MailPreferencesCard } from './mail-preferences-card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PushPreferencesCard } from './push-preferences-card.tsx';
import { DirectoryProfileCard } from '../../members/index.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

export function MyAccountPage() {
  // Eight cards of forms: a phone shows the first two, the rest render after that first paint.
  const rest = useAfterFirstPaint();
  return (
    <>
      <PageHeader title="Mijn account" />
      <ProfileForm />
      <AvatarForm />
      {rest && (
        <>
          <DirectoryProfileCard />
          <EmailChangeCard />
          <ChangePasswordForm />
          <MailPreferencesCard />
          <PushPreferencesCard />
          <DataExportCard />
        </>
      )}
    </>
  );
}
