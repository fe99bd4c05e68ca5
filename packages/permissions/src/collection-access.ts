import type { Permission } from './permission-table.ts';

export type Operation = 'list' | 'view' | 'create' | 'update' | 'delete';

/**
 * Who an operation is open to. Grants in one list add up; an empty list means superusers only
 * (the PocketBase dashboard), never a member.
 */
export type Grant =
  /** Every logged-in member. */
  | { to: 'member' }
  /** The member the record belongs to (`field` holds their id; on create, the body's field). */
  | { to: 'owner'; field: string }
  /** Holders of a permission from the table, admins included. */
  | { to: 'permission'; permission: Permission }
  /** Members of the committee the record names in `field`, admins included. */
  | { to: 'committee'; field: string };

export type CollectionAccess = Readonly<Record<Operation, readonly Grant[]>>;

const MEMBER: Grant = { to: 'member' };
const onlyBy = (permission: Permission): Grant => ({ to: 'permission', permission });
const everyoneReads = (write: readonly Grant[]): CollectionAccess => ({
  list: [MEMBER],
  view: [MEMBER],
  create: write,
  update: write,
  delete: write,
});

/**
 * The API rules of every collection, written as grants. The integration test
 * permission-matrix.test.ts tries every cell against the real server.
 */
export const COLLECTION_ACCESS = {
  users: {
    list: [MEMBER],
    view: [MEMBER],
    create: [onlyBy('manageMembers')],
    update: [{ to: 'owner', field: 'id' }, onlyBy('manageMembers')],
    delete: [],
  },
  committees: { list: [MEMBER], view: [MEMBER], create: [], update: [], delete: [] },
  events: {
    list: [MEMBER],
    view: [MEMBER],
    create: [{ to: 'committee', field: 'organiser' }],
    update: [{ to: 'committee', field: 'organiser' }],
    delete: [{ to: 'committee', field: 'organiser' }],
  },
  signups: {
    list: [MEMBER],
    view: [MEMBER],
    create: [{ to: 'owner', field: 'user' }],
    update: [],
    delete: [{ to: 'owner', field: 'user' }, { to: 'committee', field: 'event.organiser' }],
  },
  signup_answers: {
    list: [{ to: 'owner', field: 'user' }, { to: 'committee', field: 'event.organiser' }],
    view: [{ to: 'owner', field: 'user' }, { to: 'committee', field: 'event.organiser' }],
    create: [],
    update: [],
    delete: [],
  },
  submissions: {
    list: [{ to: 'owner', field: 'submitter' }, { to: 'committee', field: 'committee' }],
    view: [{ to: 'owner', field: 'submitter' }, { to: 'committee', field: 'committee' }],
    create: [MEMBER],
    update: [{ to: 'committee', field: 'committee' }],
    delete: [],
  },
  sponsors: everyoneReads([onlyBy('manageSponsors')]),
  results: everyoneReads([onlyBy('addResults')]),
  material: everyoneReads([onlyBy('manageSportMaterial')]),
  videos: everyoneReads([onlyBy('manageSportMaterial')]),
  albums: everyoneReads([onlyBy('manageAlbums')]),
  photos: everyoneReads([onlyBy('manageAlbums')]),
  news_posts: everyoneReads([onlyBy('publishNews')]),
  media_pages: { list: [MEMBER], view: [MEMBER], create: [], update: [onlyBy('publishNews')], delete: [] },
  boards: everyoneReads([onlyBy('boardRoom')]),
  board_members: everyoneReads([onlyBy('boardRoom')]),
  documents: everyoneReads([onlyBy('boardRoom')]),
  board_interest: {
    list: [{ to: 'owner', field: 'member' }, onlyBy('boardRoom')],
    view: [{ to: 'owner', field: 'member' }, onlyBy('boardRoom')],
    create: [MEMBER],
    update: [],
    delete: [onlyBy('boardRoom')],
  },
  board_notes: {
    list: [onlyBy('boardRoom')],
    view: [onlyBy('boardRoom')],
    create: [onlyBy('boardRoom')],
    update: [onlyBy('boardRoom')],
    delete: [onlyBy('boardRoom')],
  },
  groups: everyoneReads([onlyBy('manageMembers')]),
  committee_interest: {
    list: [{ to: 'owner', field: 'member' }, { to: 'committee', field: 'committees' }],
    view: [{ to: 'owner', field: 'member' }, { to: 'committee', field: 'committees' }],
    create: [MEMBER],
    update: [],
    delete: [onlyBy('manageMembers')],
  },
  member_changes: { list: [onlyBy('manageMembers')], view: [onlyBy('manageMembers')], create: [], update: [], delete: [] },
  products: everyoneReads([onlyBy('manageShop')]),
  product_variants: everyoneReads([onlyBy('manageShop')]),
  orders: {
    list: [{ to: 'owner', field: 'member' }, onlyBy('manageShop')],
    view: [{ to: 'owner', field: 'member' }, onlyBy('manageShop')],
    create: [MEMBER],
    update: [onlyBy('manageShop')],
    delete: [],
  },
} as const satisfies Record<string, CollectionAccess>;

export type CollectionName = keyof typeof COLLECTION_ACCESS;
