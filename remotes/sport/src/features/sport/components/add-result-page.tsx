import { Card, PageHeader, showToast } from '@tjas/ui';
import { Link, useNavigate } from '@tjas/router';
import { createResult } from '../api/sport-api.ts';
import { EMPTY_RESULT } from '../lib/result-draft.ts';
import { ResultForm } from './result-form.tsx';

/** /sport/uitslagen/uitslag-toevoegen: the Sportcommissie (and admins) add a result. */
export function AddResultPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Uitslag toevoegen" description={<Link to="/sport/uitslagen">Terug naar de uitslagen</Link>} />
      <Card>
        <ResultForm
          initial={EMPTY_RESULT}
          label="Uitslag toevoegen"
          submitLabel="Uitslag opslaan"
          save={async (body) => {
            await createResult(body);
            showToast('De uitslag is toegevoegd.');
            navigate('/sport/uitslagen');
          }}
        />
      </Card>
    </>
  );
}
