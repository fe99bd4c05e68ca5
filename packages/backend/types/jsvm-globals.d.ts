// Globals of PocketBase's JavaScript engine that its own declarations (pb_data/types.d.ts) leave
// out. `console` writes to the process's output, which the journal keeps: the one log that still
// works when the disk with PocketBase's log database is full.
declare const console: {
  log(...values: unknown[]): void;
  info(...values: unknown[]): void;
  warn(...values: unknown[]): void;
  error(...values: unknown[]): void;
};
