/**
 * A record as the hooks read it, over plain values: what PocketBase's getters answer for a field
 * that is not set ('' , 0, false, [], and null from `get`). `set` writes into `fields`, so a test
 * sees what a hook changed.
 */
export interface RecordStandIn {
  id: string;
  fields: Record<string, unknown>;
  get(field: string): unknown;
  getString(field: string): string;
  getInt(field: string): number;
  getBool(field: string): boolean;
  getStringSlice(field: string): string[];
  set(field: string, value: unknown): void;
}

export function recordStandIn(fields: Record<string, unknown>, id = 'record1'): RecordStandIn {
  const value = (field: string) => (field === 'id' ? id : fields[field]);
  return {
    id,
    fields,
    get: (field) => value(field) ?? null,
    getString: (field) => (value(field) === undefined || value(field) === null ? '' : String(value(field))),
    getInt: (field) => Math.trunc(Number(value(field)) || 0),
    getBool: (field) => value(field) === true,
    getStringSlice: (field) => {
      const list = value(field);
      return Array.isArray(list) ? list.map(String) : [];
    },
    set: (field, next) => {
      fields[field] = next;
    },
  };
}

/** A field of a collection as the hooks walk them (`record.collection().fields`). */
export interface FieldStandIn {
  type(): string;
  getName(): string;
  onCreate?: boolean;
}

/**
 * A collection as `record.collection()` answers it: its dates, autodate fields filled on create
 * (a mail has `created` and `updated`, a sign-up `created` only), and its other `fields`.
 */
export function collectionStandIn(dates: string[], fields: FieldStandIn[] = []): { fields: FieldStandIn[] } {
  const autodates = dates.map((name) => ({ type: () => 'autodate', getName: () => name, onCreate: true }));
  return { fields: [...autodates, ...fields] };
}
