import { fakeToken } from '@tjas/auth/testing';
import { describe, expect, it } from 'vitest';
import { readPageFileToken } from './page-file-token.ts';

const member = 'lidlidlidlidlid';
const fileToken = fakeToken({ id: member, type: 'file', collectionId: '_pb_users_auth_', exp: 2_000_000_000 });

describe('readPageFileToken', () => {
  it('reads the file token the album page\u2019s answer handed the page, among other cookies', () => {
    expect(readPageFileToken(member, `pb_auth=x; tjas_file_token=${fileToken}; other=y`)).toBe(fileToken);
    expect(readPageFileToken(member, `tjas_file_token=${fileToken}`)).toBe(fileToken);
  });

  it('leaves out a token of another member, no member, and a token that is no file token', () => {
    expect(readPageFileToken('anderlidanderli', `tjas_file_token=${fileToken}`)).toBeNull();
    expect(readPageFileToken(undefined, `tjas_file_token=${fileToken}`)).toBeNull();
    const authToken = fakeToken({ id: member, type: 'auth', exp: 2_000_000_000 });
    expect(readPageFileToken(member, `tjas_file_token=${authToken}`)).toBeNull();
    expect(readPageFileToken(member, 'tjas_file_token=rommel')).toBeNull();
  });

  it('is null without the cookie, or with one whose name only ends the same', () => {
    expect(readPageFileToken(member, 'pb_auth=x')).toBeNull();
    expect(readPageFileToken(member, `oud_tjas_file_token=${fileToken}`)).toBeNull();
  });
});
