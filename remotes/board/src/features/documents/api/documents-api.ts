import { FULL_LIST_BATCH, getPocketBase, type DocumentsCategoryOptions, type DocumentsResponse } from '@tjas/auth';

export type DocumentCategory = DocumentsCategoryOptions;

export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  statuten: 'Statuten en reglementen',
  notulen: 'Notulen',
  beleid: 'Beleid en begroting',
  overig: 'Overig',
};

export type DocumentRecord = DocumentsResponse;

export function listDocuments(archived: boolean): Promise<DocumentRecord[]> {
  return getPocketBase()
    .collection('documents')
    .getFullList<DocumentRecord>({
      batch: FULL_LIST_BATCH,
      filter: `archived = ${archived}`,
      sort: 'category,-created',
    });
}

export function uploadDocument(form: FormData): Promise<DocumentRecord> {
  return getPocketBase().collection('documents').create<DocumentRecord>(form);
}

export function setArchived(id: string, archived: boolean): Promise<DocumentRecord> {
  return getPocketBase().collection('documents').update<DocumentRecord>(id, { archived });
}

/** Documents are protected files: the link carries a file token that lasts a few minutes. */
export async function documentUrl(document: DocumentRecord): Promise<string> {
  const pb = getPocketBase();
  return pb.files.getURL(document, document.file, { token: await pb.files.getToken(), download: true });
}
