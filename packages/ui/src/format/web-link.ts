/** Whether a member-typed link is an absolute http(s) URL: never javascript:, data: or relative. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
