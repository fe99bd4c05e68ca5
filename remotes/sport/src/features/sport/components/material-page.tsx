import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { AsyncContent, Button, Card, CardGrid, ListWithInlineForm, useAsync, useConfirmedRemoval } from '@tjas/ui';
import { deleteRecord, listMaterial, type MaterialRecord } from '../api/sport-api.ts';
import { MaterialForm } from './material-form.tsx';
import styles from './sport.module.css';

/** /sport/materiaal: what members can borrow; the Sportcommissie keeps it up to date. */
export function MaterialPage() {
  const manage = useHasPermission(PERMISSIONS.manageSportMaterial);
  const [state, reload] = useAsync(listMaterial, 'material');
  const removal = useConfirmedRemoval<MaterialRecord>({
    remove: (item) => deleteRecord('material', item.id),
    nameOf: (item) => item.name,
    title: 'Materiaal verwijderen?',
    consequence: 'verdwijnt van de lijst.',
    describe: describeError,
    onRemoved: reload,
  });

  return (
    <ListWithInlineForm<MaterialRecord>
      title="Materiaal"
      description="Clubmateriaal dat je kunt lenen."
      manage={manage}
      addLabel="Materiaal toevoegen"
      editTitle={(item) => `${item.name} bewerken`}
      form={(item, { cancel, saved }) => <MaterialForm item={item} onCancel={cancel} onSaved={saved} />}
      savedMessage={(saved) => `${saved.name} is opgeslagen.`}
      onSaved={reload}
    >
      {(edit) => (
        <>
          <AsyncContent
            state={state}
            reload={reload}
            loadingLabel="Materiaal wordt geladen…"
            describe={describeError}
            isEmpty={(data) => data.length === 0}
            empty="Er staat nog geen materiaal op de lijst."
          >
            {(data) => (
              <CardGrid label="Materiaal" min="17rem">
                {data.map((item) => (
                  <li key={item.id}>
                    <Card title={item.name}>
                      {item.description && <p>{item.description}</p>}
                      {item.sizes && <p className={styles.meta}>Maten: {item.sizes}</p>}
                      <p className={item.available === 0 ? styles.unavailable : undefined}>
                        {item.available === 0
                          ? 'Alles is uitgeleend'
                          : `${item.available} van ${item.total} beschikbaar`}
                      </p>
                      {item.contact && <p className={styles.meta}>Lenen via: {item.contact}</p>}
                      {manage && (
                        <div className={styles.actions}>
                          <Button variant="secondary" onClick={() => edit(item)}>
                            Bewerken
                          </Button>
                          <Button variant="danger" onClick={() => removal.ask(item)}>
                            Verwijderen
                          </Button>
                        </div>
                      )}
                    </Card>
                  </li>
                ))}
              </CardGrid>
            )}
          </AsyncContent>
          {removal.dialog}
        </>
      )}
    </ListWithInlineForm>
  );
}
