/**
 * A limit as the forms' Dutch messages write it: "3000 tekens", "20.000 tekens" (a thousands
 * dot from five digits on, as Dutch style guides write counts).
 */
export function countText(value: number): string {
  return value >= 10_000 ? value.toLocaleString('nl-NL') : String(value);
}

/** A number of members as the pages write it: "1 lid", "3 leden". */
export function membersText(count: number): string {
  return count === 1 ? '1 lid' : `${count} leden`;
}

/** A file size limit as the forms' messages write it: "5 MB", "20 MB". */
export function megabytesText(bytes: number): string {
  return `${countText(bytes / (1024 * 1024))} MB`;
}
