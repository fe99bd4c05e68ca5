/**
 * The one table of who may do what on the whole site, by committee key: the stable `key` of a
 * committee record, so renaming a committee keeps its rights. Route guards and action buttons
 * in the shell and every section read it, and the PocketBase API rules are generated from it
 * (api-rules.ts); tests/integration/permission-matrix.test.ts tries every cell over the API.
 *
 * Members of an admin committee pass every check. An empty list means admins only.
 */
export const PERMISSIONS = {
  /** Read and handle promotion requests sent from /acties/promotie-aanvraag. */
  handlePromotionRequests: ['pr'],
  /** Read and handle slip-up submissions sent from /acties/uitglijder-inzending. */
  handleSlipUps: ['redactie'],
  /** Read and handle requests for technical help sent from /acties/technische-hulp. */
  handleTechnicalHelp: ['ict'],
  /** Add, change and remove sponsors. */
  manageSponsors: ['acquisitie'],
  /** Add, correct and remove sport results. */
  addResults: ['sport'],
  /** Maintain club material and explainer videos. */
  manageSportMaterial: ['sport'],
  /** Create photo albums and upload photos. */
  manageAlbums: ['media'],
  /**
   * Publish on the news channels, in the name of the committee that holds this (a post is then
   * edited and deleted by that committee: collection-access.ts).
   */
  publishNews: ['media', 'redactie'],
  /** Maintain the song and mascot pages. */
  maintainMediaPages: ['media'],
  /** Manage webshop products and order statuses. */
  manageShop: ['kleding'],
  /** Enter the board room, read interest submissions and manage board documents. */
  boardRoom: ['bestuur'],
  /** Add and deactivate members, change committee memberships. */
  manageMembers: [],
  /** Release a new version of a section, or roll it back (`pnpm release:section`, /secties). */
  releaseEvents: ['activiteiten'],
  releaseSport: ['sport'],
  releaseMedia: ['media'],
  releaseWebshop: ['kleding'],
  releaseBoard: ['bestuur'],
  releaseActief: [],
} as const satisfies Record<string, readonly string[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * Which permission releases each section (by the section's name, `remotes/<name>`). A section
 * not listed here (a new one) is released by admins only, until it gets its own permission.
 */
export const SECTION_RELEASES = {
  events: 'releaseEvents',
  sport: 'releaseSport',
  media: 'releaseMedia',
  webshop: 'releaseWebshop',
  board: 'releaseBoard',
  actief: 'releaseActief',
} as const satisfies Record<string, Permission>;

/** The committees (by key) that release `section`: none (admins only) for a section without a permission. */
export function sectionReleasers(section: string): readonly string[] {
  const permission = (SECTION_RELEASES as Record<string, Permission | undefined>)[section];
  return permission ? PERMISSIONS[permission] : [];
}

/** What a member can send from /acties, and which permission reads and handles it. */
export const SUBMISSION_KINDS = {
  promotie: { label: 'Promotieaanvraag', path: 'promotie-aanvraag', handledBy: 'handlePromotionRequests' },
  uitglijder: { label: 'Uitglijder', path: 'uitglijder-inzending', handledBy: 'handleSlipUps' },
  'technische-hulp': { label: 'Technische hulp', path: 'technische-hulp', handledBy: 'handleTechnicalHelp' },
} as const satisfies Record<string, { label: string; path: string; handledBy: Permission }>;

export type SubmissionKind = keyof typeof SUBMISSION_KINDS;

/** The key of the committee that receives submissions of a kind: the first committee of its permission. */
export function receivingCommittee(kind: SubmissionKind): string {
  const [committee] = PERMISSIONS[SUBMISSION_KINDS[kind].handledBy];
  if (!committee) throw new Error(`No committee handles ${kind}`);
  return committee;
}
