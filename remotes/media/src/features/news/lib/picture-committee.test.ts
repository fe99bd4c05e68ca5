import { describe, expect, it } from 'vitest';
import { pictureCommittee } from './picture-committee.ts';

describe('the committee a picture in an edited post is uploaded for', () => {
  const publishers = [{ name: 'Bestuur' }, { name: 'Redactie' }];
  it('is the post’s own when the member publishes for it, in any case', () => {
    expect(pictureCommittee('redactie ', publishers)).toBe('Redactie');
  });
  it('is the member’s own first when the post is another committee’s (an admin) or its name changed', () => {
    expect(pictureCommittee('Mediacommissie', publishers)).toBe('Bestuur');
    expect(pictureCommittee('Oude naam', [])).toBe('');
  });
});
