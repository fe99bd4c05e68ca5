/**
 * A limit as the forms' Dutch messages write it: "3000 tekens", "20.000 tekens" (a thousands
 * dot from five digits on, as Dutch style guides write counts).
 */
export function countText(value: number): string {
  return value >= 10_000 ? value.toLocaleString('nl-NL') : String(value);
}

/** A file size limit as the forms' messages write it: "5 MB", "20 MB". */
export function megabytesText(bytes: number): string {
  return `${countText(bytes / (1024 * 1024))} MB`;
}
