// pocketbase-typegen ships its library entry without declarations; this is the one function used.
declare module 'pocketbase-typegen' {
  /** The TypeScript source of the record types for collections as PocketBase's API lists them. */
  export function generateFromSchema(collections: object[], options?: { sdk?: boolean }): string;
}
