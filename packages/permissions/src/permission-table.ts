/**
 * The one table of who may do what on the whole site, by committee name. Route guards and
 * action buttons in the shell and every section read it; the PocketBase API rules are checked
 * against it cell by cell (tests/integration/permission-matrix.test.ts), so the browser and the
 * server cannot drift apart.
 *
 * Members of an admin committee pass every check. An empty list means admins only.
 */
export const PERMISSIONS = {
  /** Read and handle promotion requests sent from /acties/promotie-aanvraag. */
  handlePromotionRequests: ['PR-commissie'],
  /** Read and handle slip-up submissions sent from /acties/uitglijder-inzending. */
  handleSlipUps: ['Redactie'],
  /** Read and handle requests for technical help sent from /acties/technische-hulp. */
  handleTechnicalHelp: ['ICT-commissie'],
  /** Add, change and remove sponsors. */
  manageSponsors: ['Acquisitiecommissie'],
  /** Add, correct and remove sport results. */
  addResults: ['Sportcommissie'],
  /** Maintain club material and explainer videos. */
  manageSportMaterial: ['Sportcommissie'],
  /** Create photo albums and upload photos. */
  manageAlbums: ['Mediacommissie'],
  /** Publish on the news channels and maintain the song and mascot pages. */
  publishNews: ['Mediacommissie'],
  /** Manage webshop products and order statuses. */
  manageShop: ['Kledingcommissie'],
  /** Enter the board room, read interest submissions and manage board documents. */
  boardRoom: ['Bestuur'],
  /** Add and deactivate members, change committee memberships. */
  manageMembers: [],
} as const satisfies Record<string, readonly string[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The committees that hold a permission (admins always do). */
export function committeesFor(permission: Permission): readonly string[] {
  return PERMISSIONS[permission];
}

/** What a member can send from /acties, and which permission reads and handles it. */
export const SUBMISSION_KINDS = {
  promotie: { label: 'Promotieaanvraag', path: 'promotie-aanvraag', handledBy: 'handlePromotionRequests' },
  uitglijder: { label: 'Uitglijder', path: 'uitglijder-inzending', handledBy: 'handleSlipUps' },
  'technische-hulp': { label: 'Technische hulp', path: 'technische-hulp', handledBy: 'handleTechnicalHelp' },
} as const satisfies Record<string, { label: string; path: string; handledBy: Permission }>;

export type SubmissionKind = keyof typeof SUBMISSION_KINDS;

/** The committee that receives submissions of a kind: the first committee of its permission. */
export function receivingCommittee(kind: SubmissionKind): string {
  const [committee] = PERMISSIONS[SUBMISSION_KINDS[kind].handledBy];
  if (!committee) throw new Error(`No committee handles ${kind}`);
  return committee;
}
