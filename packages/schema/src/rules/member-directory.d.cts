// The types of member-directory.cjs (what a member shares in the directory, checked by the hooks and the account page).

export type ShareableField = 'phone' | 'study' | 'joined_year';

export declare const SHAREABLE: readonly ShareableField[];

export declare const DIRECTORY_MESSAGES: { readonly shared: string };

export interface DirectoryDetails {
  phone?: string;
  study?: string;
  joined_year?: number | string;
  shared?: readonly string[];
}

/** What is wrong with a member's directory details, by field, in Dutch; {} when nothing is. */
export declare function directoryErrors(
  details: DirectoryDetails,
  now: number,
): Partial<Record<ShareableField | 'shared', string>>;
