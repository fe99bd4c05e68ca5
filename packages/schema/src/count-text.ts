/**
 * A limit as the forms' Dutch messages write it: "3000 tekens", "20.000 tekens" (a thousands
 * dot from five digits on, as Dutch style guides write counts). The limits are whole numbers;
 * anything else is written as JavaScript writes it. By hand, not with toLocaleString: a page's
 * first use of the browser's locale data costs 40-110 ms of main thread on a slow phone (issue
 * #33), and a form may write its limits as it loads.
 */
export function countText(value: number): string {
  if (!Number.isSafeInteger(value) || value < 10_000) return String(value);
  return String(value).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** A number of members as the pages write it: "1 lid", "3 leden". */
export function membersText(count: number): string {
  return count === 1 ? '1 lid' : `${count} leden`;
}

/** A file size limit as the forms' messages write it: "5 MB", "20 MB". */
export function megabytesText(bytes: number): string {
  return `${countText(bytes / (1024 * 1024))} MB`;
}
