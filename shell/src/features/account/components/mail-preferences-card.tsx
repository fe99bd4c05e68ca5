import { describeError, useSession } from '@tjas/auth';
import { AsyncContent, Card, useAsync } from '@tjas/ui';
import { loadMailOff, MAIL_KINDS, saveMailOff } from '../api/my-account.ts';
import { KindsOffForm } from './kinds-off-form.tsx';

/** Which mails about what happens to them a member gets (all, unless they turn some off). */
export function MailPreferencesCard() {
  const userId = useSession((state) => state.user?.id ?? '');
  const [state, reload] = useAsync(loadMailOff, userId);
  return (
    <Card title="E-mails">
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Je e-mailvoorkeuren worden geladen…"
        loadingLines={3}
        describe={describeError}
      >
        {(off) => (
          <KindsOffForm
            kinds={MAIL_KINDS}
            initialOff={off}
            saveOff={saveMailOff}
            name="E-mailvoorkeuren"
            legend="Stuur me een e-mail als"
            savedText="Je e-mailvoorkeuren zijn opgeslagen."
          />
        )}
      </AsyncContent>
    </Card>
  );
}
