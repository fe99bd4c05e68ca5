import { describeError, isResponseError } from '@tjas/auth';
import {
  Button,
  Card,
  ErrorState,
  NotFoundState,
  PageHeader,
  showToast,
  Skeleton,
  useAsync,
  useConfirmedRemoval,
} from '@tjas/ui';
import { Link, useLocation, useNavigate, useParams } from '@tjas/router';
import { deleteResult, getResult, updateResult, type ResultRecord } from '../api/sport-api.ts';
import { cameFromList } from '../lib/from-list.ts';
import { draftFromResult } from '../lib/result-draft.ts';
import { ResultForm } from './result-form.tsx';
import styles from './sport.module.css';

/** /sport/uitslagen/{id}/bewerken: the Sportcommissie corrects a result or removes it (after confirming). */
export function EditResultPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Back to the list as the member left it (its filters are in the address) when they came from
  // it, else to the list: a page opened by its address, or reached after logging in (the login
  // replaces its own entry), has no list of this tab's to go back to.
  const back = () => (cameFromList(location.state) ? navigate(-1) : navigate('/sport/uitslagen'));
  const [state, reload] = useAsync(() => getResult(id), id);
  const removal = useConfirmedRemoval<ResultRecord>({
    remove: (result) => deleteResult(result.id),
    nameOf: (result) => `De uitslag van ${result.competition}`,
    title: 'Uitslag verwijderen?',
    consequence: 'verdwijnt uit de uitslagen. Dit kan niet ongedaan worden gemaakt.',
    describe: describeError,
    onRemoved: back,
  });

  if (state.status === 'failed' && isResponseError(state.error) && state.error.status === 404) {
    return <NotFoundState path={location.pathname} home={<Link to="/sport/uitslagen">Naar de uitslagen</Link>} />;
  }
  return (
    <>
      <PageHeader title="Uitslag bewerken" description={<Link to="/sport/uitslagen">Terug naar de uitslagen</Link>} />
      <Card>
        {state.status === 'loading' && <Skeleton label="Uitslag wordt geladen…" lines={6} />}
        {state.status === 'failed' && <ErrorState message={describeError(state.error)} onRetry={reload} />}
        {state.status === 'ready' && (
          <>
            <ResultForm
              initial={draftFromResult(state.data)}
              label="Uitslag bewerken"
              submitLabel="Wijzigingen opslaan"
              save={async (body) => {
                await updateResult(id, body);
                showToast('De uitslag is bijgewerkt.');
                back();
              }}
            />
            <div className={styles.danger}>
              <Button variant="danger" onClick={() => removal.ask(state.data)}>
                Uitslag verwijderen
              </Button>
            </div>
          </>
        )}
      </Card>
      {removal.dialog}
    </>
  );
}
