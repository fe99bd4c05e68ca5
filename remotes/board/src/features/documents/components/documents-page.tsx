import { describeError, useHasPermission } from '@tjas/auth';
import { PERMISSIONS } from '@tjas/permissions/permission-table';
import { AsyncContent, Button, Card, CheckboxField, DateTime, PageHeader, showToast, useAsync } from '@tjas/ui';
import { useState } from 'react';
import {
  CATEGORY_LABELS,
  documentUrl,
  listDocuments,
  setArchived,
  type DocumentCategory,
  type DocumentRecord,
} from '../api/documents-api.ts';
import styles from './documents.module.css';
import { UploadDocumentForm } from './upload-document-form.tsx';

async function download(document: DocumentRecord) {
  try {
    const link = window.document.createElement('a');
    link.href = await documentUrl(document);
    link.rel = 'noopener';
    window.document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    showToast(describeError(error), 'error');
  }
}

/** /bestuur/documentatie: statutes, minutes and policy for every member; the board uploads and archives. */
export function DocumentsPage() {
  const manage = useHasPermission(PERMISSIONS.boardRoom);
  const [archived, setShowArchived] = useState(false);
  const [state, reload] = useAsync(() => listDocuments(archived), String(archived));
  const [uploading, setUploading] = useState(false);

  async function toggle(document: DocumentRecord) {
    try {
      await setArchived(document.id, !document.archived);
      showToast(
        document.archived ? `${document.title} staat weer bij de documenten.` : `${document.title} is gearchiveerd.`,
      );
      reload();
    } catch (error) {
      showToast(describeError(error), 'error');
    }
  }

  return (
    <>
      <PageHeader
        title="Documentatie"
        description="Statuten, notulen en beleidsstukken van de vereniging."
        actions={
          manage && !uploading ? <Button onClick={() => setUploading(true)}>Document uploaden</Button> : undefined
        }
      />
      {uploading && (
        <Card title="Document uploaden">
          <UploadDocumentForm
            onCancel={() => setUploading(false)}
            onSaved={(document) => {
              setUploading(false);
              showToast(`${document.title} is geüpload.`);
              reload();
            }}
          />
        </Card>
      )}
      <CheckboxField
        label="Toon het archief"
        checked={archived}
        onChange={(event) => setShowArchived(event.target.checked)}
      />
      <AsyncContent
        state={state}
        reload={reload}
        loadingLabel="Documenten worden geladen…"
        describe={describeError}
        isEmpty={(documents) => documents.length === 0}
        empty={archived ? 'Het archief is leeg.' : 'Er zijn nog geen documenten.'}
      >
        {(documents) =>
          (Object.keys(CATEGORY_LABELS) as DocumentCategory[]).map((category) => {
            const inCategory = documents.filter((document) => document.category === category);
            if (inCategory.length === 0) return null;
            return (
              <Card key={category} title={CATEGORY_LABELS[category]}>
                <ul className={styles.documents}>
                  {inCategory.map((document) => (
                    <li key={document.id}>
                      <span>
                        <strong>{document.title}</strong>
                        <span className={styles.meta}>
                          {' '}
                          · <DateTime value={document.created} dateOnly />
                        </span>
                      </span>
                      <span className={styles.actions}>
                        <Button variant="secondary" onClick={() => void download(document)}>
                          Downloaden<span className="tj-visually-hidden"> {document.title}</span>
                        </Button>
                        {manage && (
                          <Button variant="secondary" onClick={() => void toggle(document)}>
                            {document.archived ? 'Terugzetten' : 'Archiveren'}
                            <span className="tj-visually-hidden"> {document.title}</span>
                          </Button>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            );
          })
        }
      </AsyncContent>
    </>
  );
}
