const WEB_ADDRESS = /^(https?:\/\/[^\s"<>]+|mailto:[^\s"<>@]+@[^\s"<>]+)$/i;

/**
 * Why a link's address cannot be used in a post (only http(s) and mailto), or undefined when it
 * can. The editor asks before it links; the server's cleaning drops any other address anyway.
 */
export function linkAddressError(address: string): string | undefined {
  return WEB_ADDRESS.test(address.trim())
    ? undefined
    : 'Geef een webadres dat met https:// begint (of een mailto:-adres).';
}
