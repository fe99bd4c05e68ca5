import type { Permission } from './permission-table.ts';
import { ADMIN, notInBody } from './rule-terms.ts';

export type Operation = 'list' | 'view' | 'create' | 'update' | 'delete';

/**
 * Who an operation is open to. Grants in one list add up; an empty list means superusers only
 * (the PocketBase dashboard), never a member. `where` is a condition (a PocketBase rule
 * expression) the grant holds under, for whoever holds it, admins included: what a member may
 * change in a record they may edit.
 */
export type Grant =
  /** Every logged-in member. */
  (
    | { to: 'member' }
    /** The member the record belongs to (`field` holds their id; on create, the body's field). */
    | { to: 'owner'; field: string }
    /** Holders of a permission from the table, admins included. */
    | { to: 'permission'; permission: Permission }
    /**
     * Members of the committee the record names in `field`, admins included (`event.organiser`
     * through a relation; `committees.id` for a field that names several committees).
     */
    | { to: 'committee'; field: string }
    /** Holders of the permission that releases the section the record names in `field` (SECTION_RELEASES). */
    | { to: 'releaser'; field: string }
  ) & { where?: string };

export type CollectionAccess = Readonly<Record<Operation, readonly Grant[]>> & {
  /** A condition every request of the operation must meet, whatever grant it holds. */
  readonly require?: Readonly<Partial<Record<Operation, string>>>;
};

const MEMBER: Grant = { to: 'member' };
/** A member record that is not deactivated: the condition of every member's look at other members. */
export const ACTIVE_MEMBER = 'inactive = false';
/** A product the Kledingcommissie has not hidden: the condition of every member's look at the shop. */
export const SHOWN_PRODUCT = 'active = true';
/** A size of a product that is not hidden. */
export const SHOWN_VARIANT = 'product.active = true';
/**
 * A member an event's message went to: signed up for the event, with the status it was sent to;
 * for a training (no sign-ups), one who said they come. Each collection's conditions share one
 * join, so they speak of the same sign-up, or the same answer.
 */
export const MESSAGE_RECIPIENT =
  '(@collection.signups.event ?= event && @collection.signups.user ?= @request.auth.id && (audience = "all" || @collection.signups.status ?= audience)) || ' +
  '(event.training = true && audience != "waiting" && @collection.availability.event ?= event && @collection.availability.user ?= @request.auth.id && @collection.availability.answer ?= "komt")';
const onlyBy = (permission: Permission): Grant => ({ to: 'permission', permission });
/** What belongs to one member's sign-up: read by that member and the event's organisers, written by the server only. */
const privateToSignup: CollectionAccess = {
  list: [
    { to: 'owner', field: 'user' },
    { to: 'committee', field: 'event.organiser' },
  ],
  view: [
    { to: 'owner', field: 'user' },
    { to: 'committee', field: 'event.organiser' },
  ],
  create: [],
  update: [],
  delete: [],
};
const everyoneReads = (write: readonly Grant[]): CollectionAccess => ({
  list: [MEMBER],
  view: [MEMBER],
  create: write,
  update: write,
  delete: write,
});

const EVENTS: CollectionAccess = {
  list: [MEMBER],
  view: [MEMBER],
  create: [{ to: 'committee', field: 'organiser' }],
  // Organisers may move an event only to another committee of theirs.
  update: [
    {
      to: 'committee',
      field: 'organiser',
      where: `${ADMIN} || @request.body.organiser:isset = false || @request.auth.committees.id ?= @request.body.organiser`,
    },
  ],
  delete: [{ to: 'committee', field: 'organiser' }],
  // Which series an event belongs to is the server's (pb_hooks/event-series.pb.js makes them).
  require: { create: notInBody('series'), update: notInBody('series') },
};

/**
 * The events list's cards, a read-only view of the events (migration 1766800000): read by whoever
 * reads the events, so a narrower rule for the events can never leave their cards wider; written
 * by nobody (PocketBase refuses any write to a view).
 */
const eventCards = (events: CollectionAccess): CollectionAccess => ({
  list: events.list,
  view: events.view,
  create: [],
  update: [],
  delete: [],
  ...(events.require?.list || events.require?.view
    ? { require: { list: events.require.list, view: events.require.view } }
    : {}),
});

/**
 * The API rules of every collection, written as grants. api-rules.ts turns them into PocketBase
 * rules (applied at every start); permission-matrix.test.ts tries every cell against the real server.
 */
export const COLLECTION_ACCESS = {
  users: {
    // Members see the active members; a deactivated member is seen only by who manages members
    // (to reactivate them), in lists, views, filters, expands and realtime alike.
    list: [{ ...MEMBER, where: ACTIVE_MEMBER }, onlyBy('manageMembers')],
    view: [{ ...MEMBER, where: ACTIVE_MEMBER }, onlyBy('manageMembers')],
    create: [onlyBy('manageMembers')],
    update: [
      // Members edit their own profile, never their committees (self-promotion), username, verification or active flag.
      { to: 'owner', field: 'id', where: notInBody('committees', 'username', 'verified', 'inactive') },
      // Admins manage members, but cannot lock themselves out.
      { ...onlyBy('manageMembers'), where: 'id != @request.auth.id || @request.body.inactive:isset = false' },
    ],
    delete: [],
    // E-mail changes go through the confirmation mail for everyone; the invitation state is the
    // server's; mail and push preferences only through the member's own routes
    // (pb_hooks/mails.pb.js, push.pb.js).
    require: { update: notInBody('email', 'invitation', 'mail_off', 'push_off') },
  },
  committees: { list: [MEMBER], view: [MEMBER], create: [], update: [], delete: [] },
  event_cards: eventCards(EVENTS),
  events: EVENTS,
  signups: {
    list: [MEMBER],
    view: [MEMBER],
    create: [{ to: 'owner', field: 'user' }],
    update: [],
    delete: [
      { to: 'owner', field: 'user' },
      { to: 'committee', field: 'event.organiser' },
    ],
  },
  // Answers to the event's questions: written by the sign-up hook and the member's own route.
  signup_answers: privateToSignup,
  // Who paid for a paid event: written by the organisers' route (pb_hooks/signups.pb.js, as `managers.signups`).
  signup_payments: privateToSignup,
  // The names of the guests a member brings (not members' data): written by the sign-up hook.
  signup_guests: privateToSignup,
  // A member's answer for a training: their own and the organisers' to read, written only
  // through the member's route (pb_hooks/availability.pb.js), which checks the event and the time.
  availability: privateToSignup,
  // Messages from an event's organisers: read by the members they went to (MESSAGE_RECIPIENT: a
  // sign-up of that status, or on a training the answer "komt") and the organisers; sent through
  // the organisers' route (pb_hooks/event-messages.pb.js, the events' delete rule), never written
  // through the API.
  event_messages: {
    list: [
      { ...MEMBER, where: MESSAGE_RECIPIENT },
      { to: 'committee', field: 'event.organiser' },
    ],
    view: [
      { ...MEMBER, where: MESSAGE_RECIPIENT },
      { to: 'committee', field: 'event.organiser' },
    ],
    create: [],
    update: [],
    delete: [],
  },
  submissions: {
    list: [
      { to: 'owner', field: 'submitter' },
      { to: 'committee', field: 'committee' },
    ],
    view: [
      { to: 'owner', field: 'submitter' },
      { to: 'committee', field: 'committee' },
    ],
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
  news_posts: {
    list: [MEMBER],
    view: [MEMBER],
    // In the name of a committee of theirs that may publish (the hook checks and sets it).
    create: [onlyBy('publishNews')],
    // The committee that published a post edits and deletes it (#32): not another publishing committee.
    update: [{ to: 'committee', field: 'committee' }],
    delete: [{ to: 'committee', field: 'committee' }],
    // Who wrote it and in whose name stay as the server set them.
    require: { update: notInBody('committee', 'author', 'signed_as') },
  },
  // Pictures inside news posts (#32): uploaded by who may publish, in the name of their publishing
  // committee (the hook sets it, as a post's), removed by that committee; the server removes those
  // no post uses after a day. Never changed: a new picture is a new upload.
  news_images: {
    list: [MEMBER],
    view: [MEMBER],
    create: [onlyBy('publishNews')],
    update: [],
    delete: [{ to: 'committee', field: 'committee' }],
  },
  media_pages: { list: [MEMBER], view: [MEMBER], create: [], update: [onlyBy('maintainMediaPages')], delete: [] },
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
    list: [
      { to: 'owner', field: 'member' },
      { to: 'committee', field: 'committees.id' },
    ],
    view: [
      { to: 'owner', field: 'member' },
      { to: 'committee', field: 'committees.id' },
    ],
    create: [MEMBER],
    update: [],
    delete: [onlyBy('manageMembers')],
  },
  member_changes: {
    list: [onlyBy('manageMembers')],
    view: [onlyBy('manageMembers')],
    create: [],
    update: [],
    delete: [],
  },
  // A hidden product (and its sizes) is seen only by the Kledingcommissie, in lists, views,
  // filters and expands alike; orders keep their own copy of its name, size and price.
  products: {
    list: [{ ...MEMBER, where: SHOWN_PRODUCT }, onlyBy('manageShop')],
    view: [{ ...MEMBER, where: SHOWN_PRODUCT }, onlyBy('manageShop')],
    create: [onlyBy('manageShop')],
    update: [onlyBy('manageShop')],
    delete: [onlyBy('manageShop')],
  },
  product_variants: {
    list: [{ ...MEMBER, where: SHOWN_VARIANT }, onlyBy('manageShop')],
    view: [{ ...MEMBER, where: SHOWN_VARIANT }, onlyBy('manageShop')],
    create: [onlyBy('manageShop')],
    update: [onlyBy('manageShop')],
    delete: [onlyBy('manageShop')],
  },
  orders: {
    list: [{ to: 'owner', field: 'member' }, onlyBy('manageShop')],
    view: [{ to: 'owner', field: 'member' }, onlyBy('manageShop')],
    create: [MEMBER],
    // A member cancels their own order while it is only ordered; the Kledingcommissie moves any.
    update: [
      { to: 'owner', field: 'member', where: 'status = "besteld" && @request.body.status = "geannuleerd"' },
      onlyBy('manageShop'),
    ],
    delete: [],
  },
  // Which version of each section is live (the registry /remotes.json is made from it) and every
  // release and rollback: written only by the server's release routes (pb_hooks/sections.pb.js).
  sections: { list: [MEMBER], view: [MEMBER], create: [], update: [], delete: [] },
  // The places admins made for new sections, with the committee that releases each (beside the
  // permission table's SECTION_RELEASES): written only by the server's route, after the admin's
  // password (pb_hooks/sections.pb.js).
  section_places: { list: [MEMBER], view: [MEMBER], create: [], update: [], delete: [] },
  section_releases: {
    list: [{ to: 'releaser', field: 'section' }],
    view: [{ to: 'releaser', field: 'section' }],
    create: [],
    update: [],
    delete: [],
  },
  // Password confirmations of changes that grant power: the server's alone (pb_hooks/confirmations.pb.js).
  power_confirmations: { list: [], view: [], create: [], update: [], delete: [] },
  // Mails to members waiting to be sent (and sent ones, for a while): the server's alone
  // (pb_hooks/lib/member-mails.js); the maintainer reads them in the dashboard.
  mail_outbox: { list: [], view: [], create: [], update: [], delete: [] },
  // The check of each backup after it was stored: the server's alone (src/backup-keeper.ts through
  // pb_hooks/backups.pb.js); admins see the result on the status card.
  backup_checks: { list: [], view: [], create: [], update: [], delete: [] },
  // How each section version does for members (loaded, the first line of an error): written by
  // the server from members' reports (pb_hooks/lib/section-health.js), shown on /secties.
  section_reports: { list: [], view: [], create: [], update: [], delete: [] },
} as const satisfies Record<string, CollectionAccess>;

export type CollectionName = keyof typeof COLLECTION_ACCESS;
