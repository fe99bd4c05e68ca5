/**
 * The calendar feed's address for subscribing: webcal:// makes a phone or desktop open its
 * calendar app with a subscription (which refreshes), where http(s):// would download one file.
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
