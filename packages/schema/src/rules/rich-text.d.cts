// The types of rich-text.cjs (what rich text may contain, for the hooks' cleaning and the media section's).

/** Each allowed tag with the attributes it may keep. */
export declare const ALLOWED_HTML: Readonly<Record<string, readonly string[]>>;
/** Tags whose content goes with them. */
export declare const DROPPED_WITH_CONTENT: readonly string[];

/** The collection whose files a picture in rich text may show. */
export declare const NEWS_IMAGE_COLLECTION: 'news_images';
/** The thumb of a news picture in a post's column. */
export declare const NEWS_IMAGE_THUMB: '1200x0';
/** The longest description (alt text) a picture keeps. */
export declare const IMAGE_ALT_MAX: number;

/** This site's address of a news picture's file (its thumb for a post's column). */
export declare function newsImageSrc(recordId: string, fileName: string): string;
/** Whether a picture with these attributes (name -> value, as written) stays in rich text. */
export declare function imageAllowed(attributes: Readonly<Record<string, string>> | null): boolean;
/** The attributes of an img tag as the editor writes it, or null when it is written any other way. */
export declare function imageTagAttributes(tag: string): Record<string, string> | null;

export declare function allowedTags(): string[];
export declare function allowedAttributes(): string[];

/** js-xss's options for the server's cleaning. */
export declare function xssOptions(): {
  whiteList: Record<string, string[]>;
  stripIgnoreTag: true;
  stripIgnoreTagBody: string[];
  allowCommentTag: false;
  onTag(tag: string, html: string, info: { isClosing?: boolean }): string | undefined;
};
