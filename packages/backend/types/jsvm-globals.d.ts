// Globals of PocketBase's JavaScript engine that its own declarations (pb_data/types.d.ts) leave
// out. `console` writes to the process's output, which the journal keeps: the one log that still
// works when the disk with PocketBase's log database is full.
declare const console: {
  log(...values: unknown[]): void;
  info(...values: unknown[]): void;
  warn(...values: unknown[]): void;
  error(...values: unknown[]): void;
};

/** A collection as the migrations define it: `new Collection({ name, type, listRule, fields: [...] })`. */
interface CollectionDefinition {
  name: string;
  type?: 'base' | 'auth' | 'view';
  listRule?: string | null;
  viewRule?: string | null;
  createRule?: string | null;
  updateRule?: string | null;
  deleteRule?: string | null;
  /** Each field as PocketBase's field types take it: its name, its type and that type's options. */
  fields?: Array<{ name: string; type: string; [option: string]: unknown }>;
  indexes?: string[];
  [setting: string]: unknown;
}
