/** A logged-in member (not a superuser, not another auth collection). */
export const MEMBER = '@request.auth.id != "" && @request.auth.collectionName = "users"';

/** A member of a committee with the admin flag: admins pass every permission check. */
export const ADMIN = '@request.auth.committees.admin ?= true';

/** None of these fields may be in the request body (the member may not set them). */
export function notInBody(...fields: string[]): string {
  return fields.map((field) => `@request.body.${field}:isset = false`).join(' && ');
}
