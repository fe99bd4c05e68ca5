/**
 * This file was @generated using pocketbase-typegen
 */

import type PocketBase from 'pocketbase';
import type { RecordService } from 'pocketbase';

export const Collections = {
  Albums: 'albums',
  Availability: 'availability',
  BackupChecks: 'backup_checks',
  BoardInterest: 'board_interest',
  BoardMembers: 'board_members',
  BoardNotes: 'board_notes',
  Boards: 'boards',
  CommitteeInterest: 'committee_interest',
  Committees: 'committees',
  Documents: 'documents',
  EventCards: 'event_cards',
  EventMessages: 'event_messages',
  EventViews: 'event_views',
  Events: 'events',
  Groups: 'groups',
  MailOutbox: 'mail_outbox',
  Material: 'material',
  MediaPages: 'media_pages',
  MemberChanges: 'member_changes',
  NewsImages: 'news_images',
  NewsPosts: 'news_posts',
  Orders: 'orders',
  Photos: 'photos',
  PowerConfirmations: 'power_confirmations',
  ProductVariants: 'product_variants',
  Products: 'products',
  PushKeys: 'push_keys',
  PushOutbox: 'push_outbox',
  PushReminders: 'push_reminders',
  PushSubscriptions: 'push_subscriptions',
  Results: 'results',
  SectionPlaces: 'section_places',
  SectionReleases: 'section_releases',
  SectionReports: 'section_reports',
  Sections: 'sections',
  SignupAnswers: 'signup_answers',
  SignupGuests: 'signup_guests',
  SignupPayments: 'signup_payments',
  Signups: 'signups',
  Sponsors: 'sponsors',
  Submissions: 'submissions',
  Users: 'users',
  Videos: 'videos',
} as const;
export type Collections = (typeof Collections)[keyof typeof Collections];

// Alias types for improved usability
export type IsoDateString = string;
export type IsoAutoDateString = string & { readonly autodate: unique symbol };
export type RecordIdString = string;
export type FileNameString = string & { readonly filename: unique symbol };
export type HTMLString = string;

type ExpandType<T> = unknown extends T ? (T extends unknown ? { expand?: unknown } : { expand: T }) : { expand: T };

// System fields
export type BaseSystemFields<T = unknown> = {
  id: RecordIdString;
  collectionId: string;
  collectionName: Collections;
} & ExpandType<T>;

export type AuthSystemFields<T = unknown> = {
  email: string;
  emailVisibility: boolean;
  username: string;
  verified: boolean;
} & BaseSystemFields<T>;

// Record types for each collection

export type AlbumsRecord = {
  created: IsoAutoDateString;
  created_by?: RecordIdString;
  date: IsoDateString;
  description?: string;
  id: string;
  title: string;
  updated: IsoAutoDateString;
};

export const AvailabilityAnswerOptions = {
  komt: 'komt',
  kan_niet: 'kan_niet',
} as const;
export type AvailabilityAnswerOptions = (typeof AvailabilityAnswerOptions)[keyof typeof AvailabilityAnswerOptions];
export type AvailabilityRecord = {
  answer: AvailabilityAnswerOptions;
  created: IsoAutoDateString;
  event: RecordIdString;
  id: string;
  reason?: string;
  updated: IsoAutoDateString;
  user: RecordIdString;
};

export type BackupChecksRecord = {
  created: IsoAutoDateString;
  id: string;
  made: IsoDateString;
  name: string;
  ok?: boolean;
  problems?: string;
  records?: number;
  size?: number;
  updated: IsoAutoDateString;
};

export const BoardInterestRolesOptions = {
  voorzitter: 'voorzitter',
  secretaris: 'secretaris',
  penningmeester: 'penningmeester',
  wedstrijdsport: 'wedstrijdsport',
  activiteiten: 'activiteiten',
} as const;
export type BoardInterestRolesOptions = (typeof BoardInterestRolesOptions)[keyof typeof BoardInterestRolesOptions];
export type BoardInterestRecord = {
  created: IsoAutoDateString;
  id: string;
  member: RecordIdString;
  motivation: string;
  roles?: BoardInterestRolesOptions[];
  updated: IsoAutoDateString;
  year?: string;
};

export type BoardMembersRecord = {
  board: RecordIdString;
  id: string;
  member?: RecordIdString;
  name: string;
  position?: number;
  role: string;
};

export type BoardNotesRecord = {
  author?: RecordIdString;
  body: string;
  created: IsoAutoDateString;
  id: string;
  title: string;
  updated: IsoAutoDateString;
};

export type BoardsRecord = {
  created: IsoAutoDateString;
  id: string;
  motto?: string;
  name: string;
  photo?: FileNameString;
  updated: IsoAutoDateString;
  year: string;
};

export type CommitteeInterestRecord = {
  committees: RecordIdString[];
  created: IsoAutoDateString;
  id: string;
  member: RecordIdString;
  motivation: string;
  updated: IsoAutoDateString;
};

export type CommitteesRecord = {
  admin?: boolean;
  contact?: string;
  created: IsoAutoDateString;
  description?: string;
  id: string;
  key: string;
  name: string;
  updated: IsoAutoDateString;
};

export const DocumentsCategoryOptions = {
  statuten: 'statuten',
  notulen: 'notulen',
  beleid: 'beleid',
  overig: 'overig',
} as const;
export type DocumentsCategoryOptions = (typeof DocumentsCategoryOptions)[keyof typeof DocumentsCategoryOptions];
export type DocumentsRecord = {
  archived?: boolean;
  category: DocumentsCategoryOptions;
  created: IsoAutoDateString;
  file: FileNameString;
  id: string;
  title: string;
  updated: IsoAutoDateString;
  uploaded_by?: RecordIdString;
};

export type EventCardsRecord = {
  cancelled?: boolean;
  capacity?: number;
  cover?: FileNameString;
  ends?: IsoDateString;
  has_questions?: boolean;
  id: string;
  location?: string;
  max_guests?: number;
  organiser: RecordIdString;
  price?: number;
  signout_deadline?: IsoDateString;
  signup_deadline?: IsoDateString;
  signup_opens?: IsoDateString;
  signups_confirmed?: number;
  signups_waiting?: number;
  start: IsoDateString;
  title: string;
  training?: boolean;
};

export const EventMessagesAudienceOptions = {
  confirmed: 'confirmed',
  waiting: 'waiting',
  all: 'all',
} as const;
export type EventMessagesAudienceOptions =
  (typeof EventMessagesAudienceOptions)[keyof typeof EventMessagesAudienceOptions];
export type EventMessagesRecord = {
  audience: EventMessagesAudienceOptions;
  author?: RecordIdString;
  author_name?: string;
  automatic?: boolean;
  body: string;
  created: IsoAutoDateString;
  event: RecordIdString;
  id: string;
  recipients?: number;
};

export type EventViewsRecord = {
  created: IsoAutoDateString;
  event: RecordIdString;
  id: string;
  user: RecordIdString;
};

export type EventsRecord<Tquestions = unknown> = {
  cancelled?: boolean;
  cancelled_at?: IsoDateString;
  capacity?: number;
  cover?: FileNameString;
  created: IsoAutoDateString;
  description?: string;
  end?: IsoDateString;
  ends?: IsoDateString;
  id: string;
  location?: string;
  max_guests?: number;
  organiser: RecordIdString;
  payment_instructions?: string;
  price?: number;
  questions?: null | Tquestions;
  series?: string;
  signout_deadline?: IsoDateString;
  signup_deadline?: IsoDateString;
  signup_opens?: IsoDateString;
  signups_confirmed?: number;
  signups_waiting?: number;
  start: IsoDateString;
  title: string;
  training?: boolean;
  updated: IsoAutoDateString;
};

export const GroupsKindOptions = {
  dispuut: 'dispuut',
  orgaan: 'orgaan',
} as const;
export type GroupsKindOptions = (typeof GroupsKindOptions)[keyof typeof GroupsKindOptions];
export type GroupsRecord = {
  created: IsoAutoDateString;
  description?: string;
  id: string;
  kind: GroupsKindOptions;
  members?: RecordIdString[];
  name: string;
  updated: IsoAutoDateString;
};

export const MailOutboxKindOptions = {
  wachtlijst: 'wachtlijst',
  inzending: 'inzending',
  bestelling: 'bestelling',
  aanmelding: 'aanmelding',
  beheer: 'beheer',
  bericht: 'bericht',
} as const;
export type MailOutboxKindOptions = (typeof MailOutboxKindOptions)[keyof typeof MailOutboxKindOptions];
export type MailOutboxRecord<Tparts = unknown> = {
  attempts?: number;
  created: IsoAutoDateString;
  html?: string;
  id: string;
  kind: MailOutboxKindOptions;
  last_error?: string;
  next_attempt?: IsoDateString;
  parts?: null | Tparts;
  sent?: IsoDateString;
  subject: string;
  text: string;
  to: string;
  updated: IsoAutoDateString;
  user?: RecordIdString;
};

export type MaterialRecord = {
  available?: number;
  contact?: string;
  created: IsoAutoDateString;
  description?: string;
  id: string;
  name: string;
  sizes?: string;
  total: number;
  updated: IsoAutoDateString;
};

export type MediaPagesRecord = {
  audio?: FileNameString;
  body: HTMLString;
  created: IsoAutoDateString;
  id: string;
  image?: FileNameString;
  slug: string;
  title: string;
  updated: IsoAutoDateString;
};

export type MemberChangesRecord = {
  actor?: RecordIdString;
  confirmation?: RecordIdString;
  created: IsoAutoDateString;
  id: string;
  member: RecordIdString;
  summary: string;
};

export type NewsImagesRecord = {
  committee: RecordIdString;
  created: IsoAutoDateString;
  id: string;
  image: FileNameString;
  updated: IsoAutoDateString;
};

export const NewsPostsChannelOptions = {
  algemeen: 'algemeen',
  sport: 'sport',
  activiteiten: 'activiteiten',
  bestuur: 'bestuur',
} as const;
export type NewsPostsChannelOptions = (typeof NewsPostsChannelOptions)[keyof typeof NewsPostsChannelOptions];
export type NewsPostsRecord = {
  author?: RecordIdString;
  body: HTMLString;
  channel: NewsPostsChannelOptions;
  committee?: RecordIdString;
  cover?: FileNameString;
  created: IsoAutoDateString;
  id: string;
  signed_as?: string;
  title: string;
  updated: IsoAutoDateString;
};

export const OrdersStatusOptions = {
  besteld: 'besteld',
  betaald: 'betaald',
  geleverd: 'geleverd',
  geannuleerd: 'geannuleerd',
} as const;
export type OrdersStatusOptions = (typeof OrdersStatusOptions)[keyof typeof OrdersStatusOptions];
export type OrdersRecord = {
  created: IsoAutoDateString;
  id: string;
  member: RecordIdString;
  product?: RecordIdString;
  product_name?: string;
  quantity: number;
  size?: string;
  status: OrdersStatusOptions;
  total?: number;
  unit_price?: number;
  updated: IsoAutoDateString;
  variant: RecordIdString;
};

export type PhotosRecord = {
  album: RecordIdString;
  caption?: string;
  created: IsoAutoDateString;
  id: string;
  image: FileNameString;
  position?: number;
  updated: IsoAutoDateString;
};

export type PowerConfirmationsRecord = {
  change: string;
  created: IsoAutoDateString;
  description: string;
  expires: IsoDateString;
  id: string;
  used?: IsoDateString;
  user: RecordIdString;
};

export type ProductVariantsRecord = {
  id: string;
  position?: number;
  product: RecordIdString;
  size: string;
  stock?: number;
};

export const ProductsCategoryOptions = {
  fietskleding: 'fietskleding',
  schaatskleding: 'schaatskleding',
} as const;
export type ProductsCategoryOptions = (typeof ProductsCategoryOptions)[keyof typeof ProductsCategoryOptions];
export type ProductsRecord = {
  active?: boolean;
  category: ProductsCategoryOptions;
  created: IsoAutoDateString;
  description?: string;
  id: string;
  image?: FileNameString;
  name: string;
  price: number;
  updated: IsoAutoDateString;
};

export type PushKeysRecord = {
  created: IsoAutoDateString;
  id: string;
  name: string;
  private_key: string;
  public_key: string;
};

export const PushOutboxKindOptions = {
  wachtlijst: 'wachtlijst',
  evenement: 'evenement',
  herinnering: 'herinnering',
  deadline: 'deadline',
  bestelling: 'bestelling',
  inzending: 'inzending',
  bericht: 'bericht',
} as const;
export type PushOutboxKindOptions = (typeof PushOutboxKindOptions)[keyof typeof PushOutboxKindOptions];
export type PushOutboxRecord<Tpayload = unknown> = {
  attempts?: number;
  created: IsoAutoDateString;
  failed?: boolean;
  id: string;
  kind: PushOutboxKindOptions;
  last_error?: string;
  next_attempt?: IsoDateString;
  payload: null | Tpayload;
  sent?: IsoDateString;
  subscription: RecordIdString;
};

export const PushRemindersKindOptions = {
  herinnering: 'herinnering',
  deadline: 'deadline',
} as const;
export type PushRemindersKindOptions = (typeof PushRemindersKindOptions)[keyof typeof PushRemindersKindOptions];
export type PushRemindersRecord = {
  created: IsoAutoDateString;
  event: RecordIdString;
  id: string;
  kind: PushRemindersKindOptions;
  user: RecordIdString;
};

export type PushSubscriptionsRecord = {
  auth: string;
  created: IsoAutoDateString;
  endpoint: string;
  expires?: IsoDateString;
  id: string;
  p256dh: string;
  updated: IsoAutoDateString;
  user: RecordIdString;
};

export type ResultsRecord = {
  added_by?: RecordIdString;
  competition: string;
  created: IsoAutoDateString;
  date: IsoDateString;
  distance: number;
  id: string;
  ranking?: number;
  season?: string;
  skater: RecordIdString;
  time: number;
  updated: IsoAutoDateString;
};

export type SectionPlacesRecord = {
  committee: RecordIdString;
  created: IsoAutoDateString;
  createdByName?: string;
  id: string;
  label: string;
  name: string;
  order?: number;
  prefix: string;
  updated: IsoAutoDateString;
};

export const SectionReleasesActionOptions = {
  release: 'release',
  rollback: 'rollback',
  remove: 'remove',
  place: 'place',
  submit: 'submit',
  reject: 'reject',
} as const;
export type SectionReleasesActionOptions =
  (typeof SectionReleasesActionOptions)[keyof typeof SectionReleasesActionOptions];
export type SectionReleasesRecord<Tplace = unknown> = {
  action: SectionReleasesActionOptions;
  approvedBy?: RecordIdString;
  approvedByName?: string;
  commit?: string;
  created: IsoAutoDateString;
  digest?: string;
  entry: string;
  files?: number;
  id: string;
  note?: string;
  origin?: string;
  place?: null | Tplace;
  previousVersion?: string;
  releasedBy?: RecordIdString;
  releasedByName?: string;
  reviewed?: boolean;
  section: string;
  seq: number;
  size?: number;
  version: string;
};

export type SectionReportsRecord = {
  created: IsoAutoDateString;
  error?: string;
  id: string;
  reporter: string;
  section: string;
  since: string;
  updated: IsoAutoDateString;
  version: string;
};

export type SectionsRecord = {
  created: IsoAutoDateString;
  entry: string;
  id: string;
  label: string;
  name: string;
  order?: number;
  origin?: string;
  prefix: string;
  releasedAt?: IsoDateString;
  releasedBy?: RecordIdString;
  releasedByName?: string;
  rollbackVersion?: string;
  updated: IsoAutoDateString;
  version: string;
};

export type SignupAnswersRecord<Tanswers = unknown> = {
  answers?: null | Tanswers;
  event: RecordIdString;
  id: string;
  signup: RecordIdString;
  user: RecordIdString;
};

export type SignupGuestsRecord<Tnames = unknown> = {
  event: RecordIdString;
  id: string;
  names?: null | Tnames;
  signup: RecordIdString;
  user: RecordIdString;
};

export type SignupPaymentsRecord = {
  created: IsoAutoDateString;
  event: RecordIdString;
  id: string;
  marked_by?: RecordIdString;
  signup: RecordIdString;
  user: RecordIdString;
};

export const SignupsStatusOptions = {
  confirmed: 'confirmed',
  waiting: 'waiting',
} as const;
export type SignupsStatusOptions = (typeof SignupsStatusOptions)[keyof typeof SignupsStatusOptions];
export type SignupsRecord = {
  created: IsoAutoDateString;
  event: RecordIdString;
  id: string;
  places?: number;
  promoted?: IsoDateString;
  queue?: number;
  status: SignupsStatusOptions;
  user: RecordIdString;
};

export const SponsorsTierOptions = {
  goud: 'goud',
  zilver: 'zilver',
  brons: 'brons',
} as const;
export type SponsorsTierOptions = (typeof SponsorsTierOptions)[keyof typeof SponsorsTierOptions];
export type SponsorsRecord = {
  created: IsoAutoDateString;
  description?: string;
  id: string;
  logo?: FileNameString;
  name: string;
  tier: SponsorsTierOptions;
  updated: IsoAutoDateString;
  url?: string;
};

export const SubmissionsKindOptions = {
  promotie: 'promotie',
  uitglijder: 'uitglijder',
  'technische-hulp': 'technische-hulp',
} as const;
export type SubmissionsKindOptions = (typeof SubmissionsKindOptions)[keyof typeof SubmissionsKindOptions];

export const SubmissionsChannelsOptions = {
  instagram: 'instagram',
  nieuwsbrief: 'nieuwsbrief',
  website: 'website',
  posters: 'posters',
  whatsapp: 'whatsapp',
} as const;
export type SubmissionsChannelsOptions = (typeof SubmissionsChannelsOptions)[keyof typeof SubmissionsChannelsOptions];

export const SubmissionsStatusOptions = {
  nieuw: 'nieuw',
  in_behandeling: 'in_behandeling',
  afgehandeld: 'afgehandeld',
} as const;
export type SubmissionsStatusOptions = (typeof SubmissionsStatusOptions)[keyof typeof SubmissionsStatusOptions];
export type SubmissionsRecord = {
  attachment?: FileNameString;
  body: string;
  channels?: SubmissionsChannelsOptions[];
  committee: RecordIdString;
  created: IsoAutoDateString;
  deadline?: IsoDateString;
  event_date?: IsoDateString;
  id: string;
  involved?: string;
  kind: SubmissionsKindOptions;
  page_url?: string;
  response?: string;
  signed_as?: string;
  status: SubmissionsStatusOptions;
  submitter: RecordIdString;
  title: string;
  updated: IsoAutoDateString;
};

export const UsersInvitationOptions = {
  verstuurd: 'verstuurd',
  mislukt: 'mislukt',
} as const;
export type UsersInvitationOptions = (typeof UsersInvitationOptions)[keyof typeof UsersInvitationOptions];

export const UsersMailOffOptions = {
  wachtlijst: 'wachtlijst',
  inzending: 'inzending',
  bestelling: 'bestelling',
  aanmelding: 'aanmelding',
  bericht: 'bericht',
} as const;
export type UsersMailOffOptions = (typeof UsersMailOffOptions)[keyof typeof UsersMailOffOptions];

export const UsersSharedOptions = {
  phone: 'phone',
  study: 'study',
  joined_year: 'joined_year',
} as const;
export type UsersSharedOptions = (typeof UsersSharedOptions)[keyof typeof UsersSharedOptions];

export const UsersPushOffOptions = {
  wachtlijst: 'wachtlijst',
  evenement: 'evenement',
  herinnering: 'herinnering',
  deadline: 'deadline',
  bestelling: 'bestelling',
  inzending: 'inzending',
  bericht: 'bericht',
} as const;
export type UsersPushOffOptions = (typeof UsersPushOffOptions)[keyof typeof UsersPushOffOptions];
export type UsersRecord = {
  avatar?: FileNameString;
  calendar_token?: string;
  committees?: RecordIdString[];
  created: IsoAutoDateString;
  email: string;
  emailVisibility?: boolean;
  id: string;
  inactive?: boolean;
  invitation?: UsersInvitationOptions;
  joined_year?: number;
  mail_off?: UsersMailOffOptions[];
  name: string;
  password: string;
  phone?: string;
  push_off?: UsersPushOffOptions[];
  shared?: UsersSharedOptions[];
  study?: string;
  tokenKey: string;
  updated: IsoAutoDateString;
  username: string;
  verified?: boolean;
};

export type VideosRecord = {
  created: IsoAutoDateString;
  description?: string;
  file?: FileNameString;
  id: string;
  title: string;
  updated: IsoAutoDateString;
  url?: string;
};

// Response types include system fields and match responses from the PocketBase API
export type AlbumsResponse<Texpand = unknown> = Required<AlbumsRecord> & BaseSystemFields<Texpand>;
export type AvailabilityResponse<Texpand = unknown> = Required<AvailabilityRecord> & BaseSystemFields<Texpand>;
export type BackupChecksResponse<Texpand = unknown> = Required<BackupChecksRecord> & BaseSystemFields<Texpand>;
export type BoardInterestResponse<Texpand = unknown> = Required<BoardInterestRecord> & BaseSystemFields<Texpand>;
export type BoardMembersResponse<Texpand = unknown> = Required<BoardMembersRecord> & BaseSystemFields<Texpand>;
export type BoardNotesResponse<Texpand = unknown> = Required<BoardNotesRecord> & BaseSystemFields<Texpand>;
export type BoardsResponse<Texpand = unknown> = Required<BoardsRecord> & BaseSystemFields<Texpand>;
export type CommitteeInterestResponse<Texpand = unknown> = Required<CommitteeInterestRecord> &
  BaseSystemFields<Texpand>;
export type CommitteesResponse<Texpand = unknown> = Required<CommitteesRecord> & BaseSystemFields<Texpand>;
export type DocumentsResponse<Texpand = unknown> = Required<DocumentsRecord> & BaseSystemFields<Texpand>;
export type EventCardsResponse<Texpand = unknown> = Required<EventCardsRecord> & BaseSystemFields<Texpand>;
export type EventMessagesResponse<Texpand = unknown> = Required<EventMessagesRecord> & BaseSystemFields<Texpand>;
export type EventViewsResponse<Texpand = unknown> = Required<EventViewsRecord> & BaseSystemFields<Texpand>;
export type EventsResponse<Tquestions = unknown, Texpand = unknown> = Required<EventsRecord<Tquestions>> &
  BaseSystemFields<Texpand>;
export type GroupsResponse<Texpand = unknown> = Required<GroupsRecord> & BaseSystemFields<Texpand>;
export type MailOutboxResponse<Tparts = unknown, Texpand = unknown> = Required<MailOutboxRecord<Tparts>> &
  BaseSystemFields<Texpand>;
export type MaterialResponse<Texpand = unknown> = Required<MaterialRecord> & BaseSystemFields<Texpand>;
export type MediaPagesResponse<Texpand = unknown> = Required<MediaPagesRecord> & BaseSystemFields<Texpand>;
export type MemberChangesResponse<Texpand = unknown> = Required<MemberChangesRecord> & BaseSystemFields<Texpand>;
export type NewsImagesResponse<Texpand = unknown> = Required<NewsImagesRecord> & BaseSystemFields<Texpand>;
export type NewsPostsResponse<Texpand = unknown> = Required<NewsPostsRecord> & BaseSystemFields<Texpand>;
export type OrdersResponse<Texpand = unknown> = Required<OrdersRecord> & BaseSystemFields<Texpand>;
export type PhotosResponse<Texpand = unknown> = Required<PhotosRecord> & BaseSystemFields<Texpand>;
export type PowerConfirmationsResponse<Texpand = unknown> = Required<PowerConfirmationsRecord> &
  BaseSystemFields<Texpand>;
export type ProductVariantsResponse<Texpand = unknown> = Required<ProductVariantsRecord> & BaseSystemFields<Texpand>;
export type ProductsResponse<Texpand = unknown> = Required<ProductsRecord> & BaseSystemFields<Texpand>;
export type PushKeysResponse<Texpand = unknown> = Required<PushKeysRecord> & BaseSystemFields<Texpand>;
export type PushOutboxResponse<Tpayload = unknown, Texpand = unknown> = Required<PushOutboxRecord<Tpayload>> &
  BaseSystemFields<Texpand>;
export type PushRemindersResponse<Texpand = unknown> = Required<PushRemindersRecord> & BaseSystemFields<Texpand>;
export type PushSubscriptionsResponse<Texpand = unknown> = Required<PushSubscriptionsRecord> &
  BaseSystemFields<Texpand>;
export type ResultsResponse<Texpand = unknown> = Required<ResultsRecord> & BaseSystemFields<Texpand>;
export type SectionPlacesResponse<Texpand = unknown> = Required<SectionPlacesRecord> & BaseSystemFields<Texpand>;
export type SectionReleasesResponse<Tplace = unknown, Texpand = unknown> = Required<SectionReleasesRecord<Tplace>> &
  BaseSystemFields<Texpand>;
export type SectionReportsResponse<Texpand = unknown> = Required<SectionReportsRecord> & BaseSystemFields<Texpand>;
export type SectionsResponse<Texpand = unknown> = Required<SectionsRecord> & BaseSystemFields<Texpand>;
export type SignupAnswersResponse<Tanswers = unknown, Texpand = unknown> = Required<SignupAnswersRecord<Tanswers>> &
  BaseSystemFields<Texpand>;
export type SignupGuestsResponse<Tnames = unknown, Texpand = unknown> = Required<SignupGuestsRecord<Tnames>> &
  BaseSystemFields<Texpand>;
export type SignupPaymentsResponse<Texpand = unknown> = Required<SignupPaymentsRecord> & BaseSystemFields<Texpand>;
export type SignupsResponse<Texpand = unknown> = Required<SignupsRecord> & BaseSystemFields<Texpand>;
export type SponsorsResponse<Texpand = unknown> = Required<SponsorsRecord> & BaseSystemFields<Texpand>;
export type SubmissionsResponse<Texpand = unknown> = Required<SubmissionsRecord> & BaseSystemFields<Texpand>;
export type UsersResponse<Texpand = unknown> = Required<UsersRecord> & AuthSystemFields<Texpand>;
export type VideosResponse<Texpand = unknown> = Required<VideosRecord> & BaseSystemFields<Texpand>;

// Types containing all Records and Responses, useful for creating typing helper functions

export type CollectionRecords = {
  albums: AlbumsRecord;
  availability: AvailabilityRecord;
  backup_checks: BackupChecksRecord;
  board_interest: BoardInterestRecord;
  board_members: BoardMembersRecord;
  board_notes: BoardNotesRecord;
  boards: BoardsRecord;
  committee_interest: CommitteeInterestRecord;
  committees: CommitteesRecord;
  documents: DocumentsRecord;
  event_cards: EventCardsRecord;
  event_messages: EventMessagesRecord;
  event_views: EventViewsRecord;
  events: EventsRecord;
  groups: GroupsRecord;
  mail_outbox: MailOutboxRecord;
  material: MaterialRecord;
  media_pages: MediaPagesRecord;
  member_changes: MemberChangesRecord;
  news_images: NewsImagesRecord;
  news_posts: NewsPostsRecord;
  orders: OrdersRecord;
  photos: PhotosRecord;
  power_confirmations: PowerConfirmationsRecord;
  product_variants: ProductVariantsRecord;
  products: ProductsRecord;
  push_keys: PushKeysRecord;
  push_outbox: PushOutboxRecord;
  push_reminders: PushRemindersRecord;
  push_subscriptions: PushSubscriptionsRecord;
  results: ResultsRecord;
  section_places: SectionPlacesRecord;
  section_releases: SectionReleasesRecord;
  section_reports: SectionReportsRecord;
  sections: SectionsRecord;
  signup_answers: SignupAnswersRecord;
  signup_guests: SignupGuestsRecord;
  signup_payments: SignupPaymentsRecord;
  signups: SignupsRecord;
  sponsors: SponsorsRecord;
  submissions: SubmissionsRecord;
  users: UsersRecord;
  videos: VideosRecord;
};

export type CollectionResponses = {
  albums: AlbumsResponse;
  availability: AvailabilityResponse;
  backup_checks: BackupChecksResponse;
  board_interest: BoardInterestResponse;
  board_members: BoardMembersResponse;
  board_notes: BoardNotesResponse;
  boards: BoardsResponse;
  committee_interest: CommitteeInterestResponse;
  committees: CommitteesResponse;
  documents: DocumentsResponse;
  event_cards: EventCardsResponse;
  event_messages: EventMessagesResponse;
  event_views: EventViewsResponse;
  events: EventsResponse;
  groups: GroupsResponse;
  mail_outbox: MailOutboxResponse;
  material: MaterialResponse;
  media_pages: MediaPagesResponse;
  member_changes: MemberChangesResponse;
  news_images: NewsImagesResponse;
  news_posts: NewsPostsResponse;
  orders: OrdersResponse;
  photos: PhotosResponse;
  power_confirmations: PowerConfirmationsResponse;
  product_variants: ProductVariantsResponse;
  products: ProductsResponse;
  push_keys: PushKeysResponse;
  push_outbox: PushOutboxResponse;
  push_reminders: PushRemindersResponse;
  push_subscriptions: PushSubscriptionsResponse;
  results: ResultsResponse;
  section_places: SectionPlacesResponse;
  section_releases: SectionReleasesResponse;
  section_reports: SectionReportsResponse;
  sections: SectionsResponse;
  signup_answers: SignupAnswersResponse;
  signup_guests: SignupGuestsResponse;
  signup_payments: SignupPaymentsResponse;
  signups: SignupsResponse;
  sponsors: SponsorsResponse;
  submissions: SubmissionsResponse;
  users: UsersResponse;
  videos: VideosResponse;
};

// Utility types for create/update operations

type ProcessCreateAndUpdateFields<T> = Omit<
  {
    // Omit AutoDate fields
    [K in keyof T as Extract<T[K], IsoAutoDateString> extends never ? K : never]: // Convert FileNameString to File
    T[K] extends infer U
      ? U extends FileNameString | FileNameString[]
        ? U extends any[]
          ? File[]
          : File
        : U
      : never;
  },
  'id'
>;

// Create type for Auth collections
export type CreateAuth<T> = {
  id?: RecordIdString;
  email: string;
  emailVisibility?: boolean;
  password: string;
  passwordConfirm: string;
  verified?: boolean;
} & ProcessCreateAndUpdateFields<T>;

// Create type for Base collections
export type CreateBase<T> = {
  id?: RecordIdString;
} & ProcessCreateAndUpdateFields<T>;

// Update type for Auth collections
export type UpdateAuth<T> = Partial<Omit<ProcessCreateAndUpdateFields<T>, keyof AuthSystemFields>> & {
  email?: string;
  emailVisibility?: boolean;
  oldPassword?: string;
  password?: string;
  passwordConfirm?: string;
  verified?: boolean;
};

// Update type for Base collections
export type UpdateBase<T> = Partial<Omit<ProcessCreateAndUpdateFields<T>, keyof BaseSystemFields>>;

// Get the correct create type for any collection
export type Create<T extends keyof CollectionResponses> = CollectionResponses[T] extends AuthSystemFields
  ? CreateAuth<CollectionRecords[T]>
  : CreateBase<CollectionRecords[T]>;

// Get the correct update type for any collection
export type Update<T extends keyof CollectionResponses> = CollectionResponses[T] extends AuthSystemFields
  ? UpdateAuth<CollectionRecords[T]>
  : UpdateBase<CollectionRecords[T]>;

// Type for usage with type asserted PocketBase instance
// https://github.com/pocketbase/js-sdk#specify-typescript-definitions

export type TypedPocketBase = {
  collection<T extends keyof CollectionResponses>(idOrName: T): RecordService<CollectionResponses[T]>;
} & PocketBase;
