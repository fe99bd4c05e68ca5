export interface Committee {
  id: string;
  /** Stable key the permission table names; unlike the name, it survives a rename. */
  key: string;
  name: string;
  admin: boolean;
}

/** A member of a committee with `admin` set passes every permission check. */
export function isAdmin(committees: readonly Committee[]): boolean {
  return committees.some((committee) => committee.admin);
}

/**
 * Whether a member with these committees holds a permission that requires one of the committee
 * keys in `required`. No requirement (`undefined`) means every member; an empty list means admins
 * only; no committees means no committee permission.
 */
export function hasPermission(committees: readonly Committee[], required: readonly string[] | undefined): boolean {
  if (!required) return true;
  if (isAdmin(committees)) return true;
  return committees.some((committee) => required.includes(committee.key));
}

function normalise(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The name to sign with on behalf of `name`: the first of the member's committees that matches
 * (trimmed, case-insensitive), else the member's own username.
 */
export function committeeFor(username: string, committees: readonly Committee[], name: string): string {
  const wanted = normalise(name);
  return committees.find((committee) => normalise(committee.name) === wanted)?.name ?? username;
}
