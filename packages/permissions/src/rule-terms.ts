/**
 * A logged-in, active member (not a superuser, not another auth collection). Deactivating a
 * member also ends their sessions (pb_hooks/member-access.pb.js); this holds even for a
 * deactivation that bypassed the hooks.
 */
export const MEMBER =
  '@request.auth.id != "" && @request.auth.collectionName = "users" && @request.auth.inactive = false';

/** A member of a committee with the admin flag: admins pass every permission check. */
export const ADMIN = '@request.auth.committees.admin ?= true';

/** None of these fields may be in the request body (the member may not set them). */
export function notInBody(...fields: string[]): string {
  return fields.map((field) => `@request.body.${field}:isset = false`).join(' && ');
}
