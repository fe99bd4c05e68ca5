import {
  COLLECTION_ACCESS,
  type CollectionAccess,
  type CollectionName,
  type Grant,
  type Operation,
} from './collection-access.ts';
import {
  PERMISSIONS,
  SECTION_RELEASES,
  SUBMISSION_KINDS,
  type Permission,
  type SubmissionKind,
} from './permission-table.ts';
import { ADMIN, MEMBER } from './rule-terms.ts';

/**
 * The PocketBase API rules, generated from the permission table and the collection grants: the
 * server enforces exactly what the site shows. The generated rules are written to
 * packages/backend/pb_hooks/generated/access.json (`pnpm generate:access`), which PocketBase
 * applies to every collection when it starts (pb_hooks/access-rules.pb.js).
 */

const RULE_KEYS = {
  list: 'listRule',
  view: 'viewRule',
  create: 'createRule',
  update: 'updateRule',
  delete: 'deleteRule',
} as const;
const OPERATIONS = Object.keys(RULE_KEYS) as Operation[];

export type CollectionRules = Record<(typeof RULE_KEYS)[Operation], string | null>;

/** Holders of a permission: admins, and members of a committee whose key the table lists. */
export function holdsRule(committees: readonly string[]): string {
  return `(${[ADMIN, ...committees.map((key) => `@request.auth.committees.key ?= ${JSON.stringify(key)}`)].join(' || ')})`;
}

/**
 * Members of the committee that `field` names (a relation to committees, `event.organiser`
 * through a relation, or `committees.id` for a field that names several), admins included. On
 * create the record does not exist yet: the request body names the committee.
 */
export function committeeRule(field: string, operation: Operation): string {
  const named = operation === 'create' ? `@request.body.${field}` : field;
  return `(${ADMIN} || @request.auth.committees.id ?= ${named})`;
}

/**
 * Holders of the release permission of the section a record names in `field`: admins for any
 * section (also one without a permission of its own), each section's committees for theirs, and
 * for a section added later the committee of the place an admin made for it (`section_places`,
 * data rather than this table). Both `?=` conditions on `@collection.section_places` are
 * about one and the same place (one join), so a committee's place for another section grants nothing.
 */
export function releaserRule(field: string): string {
  const sections = Object.entries(SECTION_RELEASES).flatMap(([section, permission]) =>
    PERMISSIONS[permission].map(
      (key) => `(${field} = ${JSON.stringify(section)} && @request.auth.committees.key ?= ${JSON.stringify(key)})`,
    ),
  );
  const placed = `(@collection.section_places.name ?= ${field} && @collection.section_places.committee ?= @request.auth.committees.id)`;
  return `(${[ADMIN, ...sections, placed].join(' || ')})`;
}

/** The rule of one grant, without the member check every rule starts with. */
export function grantRule(grant: Grant, operation: Operation): string {
  let rule: string;
  switch (grant.to) {
    case 'member':
      rule = '';
      break;
    case 'owner':
      rule =
        operation === 'create'
          ? `@request.body.${grant.field} = @request.auth.id`
          : `${grant.field} = @request.auth.id`;
      break;
    case 'permission':
      rule = holdsRule(PERMISSIONS[grant.permission]);
      break;
    case 'committee':
      rule = committeeRule(grant.field, operation);
      break;
    case 'releaser':
      rule = releaserRule(operation === 'create' ? `@request.body.${grant.field}` : grant.field);
      break;
  }
  if (!grant.where) return rule;
  return rule ? `(${rule} && (${grant.where}))` : `(${grant.where})`;
}

/** The rule of an operation: null (superusers only) without grants; else a member who holds one of them. */
export function operationRule(access: CollectionAccess, operation: Operation): string | null {
  const grants = access[operation];
  if (grants.length === 0) return null;
  const parts = [MEMBER];
  const required = access.require?.[operation];
  if (required) parts.push(`(${required})`);
  const alternatives = grants.map((grant) => grantRule(grant, operation));
  if (!alternatives.includes(''))
    parts.push(alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' || ')})`);
  return parts.join(' && ');
}

export function collectionRules(access: CollectionAccess): CollectionRules {
  return Object.fromEntries(
    OPERATIONS.map((operation) => [RULE_KEYS[operation], operationRule(access, operation)]),
  ) as CollectionRules;
}

/**
 * Who lists every record of a collection, as a rule: '' for every member, a rule for those whose
 * grant shows them every record (holders of a permission; admins, who pass every committee and
 * releaser grant), null for nobody but superusers. A grant for the record's owner or committee,
 * a grant with a condition, or a condition every list must meet shows part of the records.
 *
 * The hooks let a member's filter, sort or realtime query pass through a relation into a
 * collection only when this holds for them (pb_hooks/lib/filter-guard.js): a filter through a
 * relation tests the related records without their list rule, so it could tell a member which
 * sign-ups have a payment mark they may not read.
 */
export function fullListRule(access: CollectionAccess): string | null {
  if (access.require?.list) return null;
  const alternatives = new Set<string>();
  for (const grant of access.list) {
    if (grant.where) continue;
    if (grant.to === 'member') return '';
    if (grant.to === 'permission') alternatives.add(holdsRule(PERMISSIONS[grant.permission]));
    if (grant.to === 'committee' || grant.to === 'releaser') alternatives.add(`(${ADMIN})`);
  }
  if (alternatives.size === 0) return null;
  const each = [...alternatives]; // each in parentheses already
  return `${MEMBER} && ${each.length === 1 ? each[0] : `(${each.join(' || ')})`}`;
}

/** What PocketBase needs from the table: every collection's rules, and what the hooks read. */
export interface GeneratedAccess {
  rules: Record<CollectionName, CollectionRules>;
  /** Who lists every record of each collection (fullListRule): where members' filters may go through relations. */
  fullList: Record<CollectionName, string | null>;
  /** The committee (by key) that receives each kind of submission from /acties. */
  receivingCommittees: Record<SubmissionKind, string>;
  /**
   * Who manages a record beyond the ordinary rule, as a rule the hooks evaluate: the organisers
   * of an event (and admins) may sign any member out, also after the sign-out deadline.
   */
  managers: { signups: string };
  /** Each permission of the table as a rule, for the hooks' own checks (e.g. who manages members). */
  permissions: Record<Permission, string>;
  /** The committees (by key) that hold each permission, for the hooks' Dutch refusals. */
  holders: Record<Permission, readonly string[]>;
  /** An admin member, as a rule: who releases a section that has no permission of its own. */
  admin: string;
  /** The permission that releases each section (SECTION_RELEASES). */
  sectionReleases: Record<string, Permission>;
}

export function generateAccess(): GeneratedAccess {
  const rules = Object.fromEntries(
    (Object.keys(COLLECTION_ACCESS) as CollectionName[]).map((name) => [
      name,
      collectionRules(COLLECTION_ACCESS[name]),
    ]),
  ) as Record<CollectionName, CollectionRules>;
  const receivingCommittees = Object.fromEntries(
    (Object.keys(SUBMISSION_KINDS) as SubmissionKind[]).map((kind) => {
      const [committee] = PERMISSIONS[SUBMISSION_KINDS[kind].handledBy];
      if (!committee) throw new Error(`No committee handles ${kind}`);
      return [kind, committee];
    }),
  ) as Record<SubmissionKind, string>;
  const organisers = COLLECTION_ACCESS.signups.delete.find((grant) => grant.to === 'committee');
  if (!organisers) throw new Error('signups.delete names no committee grant for the organisers');
  const permissions = Object.fromEntries(
    (Object.keys(PERMISSIONS) as Permission[]).map((permission) => [
      permission,
      `${MEMBER} && ${holdsRule(PERMISSIONS[permission])}`,
    ]),
  ) as Record<Permission, string>;
  const fullList = Object.fromEntries(
    (Object.keys(COLLECTION_ACCESS) as CollectionName[]).map((name) => [name, fullListRule(COLLECTION_ACCESS[name])]),
  ) as Record<CollectionName, string | null>;
  return {
    rules,
    fullList,
    receivingCommittees,
    managers: { signups: `${MEMBER} && ${grantRule(organisers, 'delete')}` },
    permissions,
    holders: { ...PERMISSIONS },
    admin: `${MEMBER} && ${ADMIN}`,
    sectionReleases: { ...SECTION_RELEASES },
  };
}
