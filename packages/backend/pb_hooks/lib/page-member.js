/// <reference path="../../pb_data/types.d.ts" />
// The member a page request comes from, for what the page's answer may name ahead of the app
// (preload links). A page request carries no Authorization header; the session cookie a login
// writes (pb_auth, @tjas/auth's auth-cookie.ts) says who it is.

/** The token of the pb_auth cookie in a Cookie header, or "". */
function sessionToken(cookieHeader) {
  const match = /(?:^|;\s*)pb_auth=([^;]*)/.exec(cookieHeader || '');
  if (!match) return '';
  try {
    const session = JSON.parse(decodeURIComponent(match[1]));
    return typeof session.token === 'string' ? session.token : '';
  } catch (error) {
    return ''; // not a session the SDK wrote
  }
}

/**
 * The member (a users record) whose valid session cookie request `e` carries, or null. A member
 * made inactive has no valid session left (member-access.pb.js renews their token key).
 */
function pageMember(e) {
  const token = sessionToken(e.request.header.get('Cookie'));
  if (!token) return null;
  try {
    const member = e.app.findAuthRecordByToken(token, 'auth');
    return member.collection().name === 'users' ? member : null;
  } catch (error) {
    return null; // an expired or forged token
  }
}

module.exports = { pageMember };
