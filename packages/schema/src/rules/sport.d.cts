// The types of sport.cjs (the rules of results, material and videos the hooks and the forms share).

export declare const SPORT_MESSAGES: {
  readonly resultDateMissing: string;
  readonly resultInFuture: string;
  readonly moreAvailableThanTotal: string;
  readonly videoWithoutSource: string;
};

/** What is wrong with a result's date (ms or yyyy-mm-dd; null or '' when missing), or null. */
export declare function resultDateError<T extends number | string>(date: T | null | '', latest: T): string | null;

/** What is wrong with a piece of material's counts, or null. */
export declare function materialCountError(total: number, available: number): string | null;

/** What is wrong with a video's source (a link or an uploaded file), or null. */
export declare function videoSourceError(hasLink: boolean, hasFile: boolean): string | null;
