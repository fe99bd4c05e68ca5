import { describeError, useSession } from '@tjas/auth';
import { PUSH_KINDS } from '@tjas/schema/rules/push';
import { AsyncContent, Card, CheckboxField, useAsync } from '@tjas/ui';
import { useId, useState } from 'react';
import {
  currentSubscription,
  loadPushOff,
  PushRefusal,
  savePushOff,
  turnPushOff,
  turnPushOn,
} from '../api/push-subscription.ts';
import { currentPushEnvironment, pushUnavailableReason } from '../lib/push-support.ts';
import styles from './account.module.css';
import { KindsOffForm } from './kinds-off-form.tsx';

/**
 * Push notifications, beside the mails: on or off for this device (each phone or computer
 * subscribes on its own), and per kind for every device of the member.
 */
export function PushPreferencesCard() {
  const userId = useSession((state) => state.user?.id ?? '');
  const [state, reload] = useAsync(loadPushOff, userId);
  return (
    <Card title="Meldingen">
      <DeviceSwitch />
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Je meldingvoorkeuren worden geladen…"
        loadingLines={3}
        describe={describeError}
      >
        {(off) => (
          <KindsOffForm
            kinds={PUSH_KINDS}
            initialOff={off}
            saveOff={savePushOff}
            name="Meldingvoorkeuren"
            legend="Stuur me een melding als"
            savedText="Je meldingvoorkeuren zijn opgeslagen."
          />
        )}
      </AsyncContent>
    </Card>
  );
}

async function deviceIsOn(): Promise<boolean> {
  if (pushUnavailableReason(currentPushEnvironment()) !== null) return false;
  return Notification.permission === 'granted' && (await currentSubscription()) !== null;
}

function DeviceSwitch() {
  const id = useId();
  const unavailable = pushUnavailableReason(currentPushEnvironment());
  const [state] = useAsync(deviceIsOn, 'device');
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(unavailable ?? undefined);
  const checked = on ?? (state.status === 'ready' && state.data);

  async function toggle(wanted: boolean) {
    setBusy(true);
    setProblem(undefined);
    try {
      if (wanted) await turnPushOn();
      else await turnPushOff();
      setOn(wanted);
    } catch (error) {
      setProblem(error instanceof PushRefusal ? error.message : describeError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.pushDevice}>
      <p className={styles.hint}>
        Meldingen verschijnen op je telefoon of computer, ook als de site dicht is. Zet ze aan op elk apparaat waarop je
        ze wilt krijgen.
      </p>
      <CheckboxField
        role="switch"
        label="Meldingen op dit apparaat"
        checked={checked}
        disabled={busy || unavailable !== null || state.status === 'loading'}
        aria-describedby={problem ? `${id}-probleem` : undefined}
        onChange={(event) => void toggle(event.target.checked)}
      />
      {busy && <p role="status">{checked ? 'Meldingen worden uitgezet…' : 'Meldingen worden aangezet…'}</p>}
      {problem && (
        <p className={styles.problem} id={`${id}-probleem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
