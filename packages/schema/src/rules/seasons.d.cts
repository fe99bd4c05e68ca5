// The types of seasons.cjs (seasons and association years, July to June in Amsterdam).

/** "2025-2026" for a moment (milliseconds) in the season that starts in July 2025. */
export declare function seasonOf(ms: number): string;
