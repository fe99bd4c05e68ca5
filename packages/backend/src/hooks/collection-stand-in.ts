/** A field of a collection stand-in: its name, PocketBase's type (`kind`), a relation's target collection id, hidden or not. */
export interface FieldStandIn {
  name: string;
  kind: string;
  target?: string;
  hidden?: boolean;
}

/** A collection as PocketBase's API shows it to a hook: `fields.getByName`, a field's `type()` and `getHidden()`. */
export interface CollectionStandIn {
  id: string;
  name: string;
  type: string;
  fields: { getByName(name: string): unknown };
}

/** A collection stand-in over `fields`; a field changed in that list later is read as changed. */
export function collectionStandIn(id: string, name: string, type: string, fields: FieldStandIn[]): CollectionStandIn {
  return {
    id,
    name,
    type,
    fields: {
      getByName: (wanted) => {
        const field = fields.find((candidate) => candidate.name === wanted);
        return field
          ? { type: () => field.kind, collectionId: field.target ?? '', getHidden: () => field.hidden === true }
          : null;
      },
    },
  };
}
