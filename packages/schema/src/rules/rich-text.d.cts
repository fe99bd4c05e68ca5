// The types of rich-text.cjs (what rich text may contain, for the hooks' cleaning and the media section's).

/** Each allowed tag with the attributes it may keep. */
export declare const ALLOWED_HTML: Readonly<Record<string, readonly string[]>>;
/** Tags whose content goes with them. */
export declare const DROPPED_WITH_CONTENT: readonly string[];

export declare function allowedTags(): string[];
export declare function allowedAttributes(): string[];

/** js-xss's options for the server's cleaning. */
export declare function xssOptions(): {
  whiteList: Record<string, string[]>;
  stripIgnoreTag: true;
  stripIgnoreTagBody: string[];
  allowCommentTag: false;
};
