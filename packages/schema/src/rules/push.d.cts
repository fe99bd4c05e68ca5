// The types of push.cjs (the kinds of push a member chooses, and the check of a subscription).

export type PushKind = 'wachtlijst' | 'evenement' | 'herinnering' | 'deadline' | 'bestelling' | 'inzending' | 'bericht';

/** The kinds in the account page's order; `label` completes "Stuur me een melding als ...". */
export declare const PUSH_KINDS: readonly { value: PushKind; label: string }[];

export declare const PUSH_KIND_VALUES: readonly PushKind[];

export declare const ENDPOINT_MAX_LENGTH: number;

/** The origin of an absolute http(s) address, lower case, without a default port; null for another. */
export declare function originOf(address: string): string | null;

/** The origins a comma-separated setting lists. */
export declare function extraOrigins(setting: string | undefined): string[];

/** Whether the server may post to this endpoint: a browser's push service, or one of `extra`. */
export declare function endpointAllowed(endpoint: string, extra?: readonly string[]): boolean;

/** What is wrong with `PushSubscription.toJSON()`, in Dutch; null when nothing is. */
export declare function subscriptionError(subscription: unknown, extra?: readonly string[]): string | null;
