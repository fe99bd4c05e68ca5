// The types of news.cjs (in whose name a news post is published).

export declare const NEWS_MESSAGES: {
  readonly committee: string;
};

interface CommitteeLike {
  name: string;
  key: string;
  admin: boolean;
}

export declare function publishingCommittees<T extends CommitteeLike>(
  committees: readonly T[],
  publishKeys: readonly string[],
): T[];

export declare function publishingCommittee<T extends CommitteeLike>(
  committees: readonly T[],
  publishKeys: readonly string[],
  wanted: unknown,
): T | null;
