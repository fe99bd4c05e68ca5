import { sessionStore } from '@tjas/auth';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommitteeRecord } from '../../committees/index.ts';
import type { MemberRecord } from '../api/members-api.ts';
import { validateNewMember } from './add-member-form.tsx';
import { MemberRow } from './member-row.tsx';

const committees = [
  { id: 'c1', name: 'Redactie', admin: false },
  { id: 'c2', name: 'Sportcommissie', admin: false },
] as CommitteeRecord[];

const member = (fields: Partial<MemberRecord>) =>
  ({
    id: 'm1',
    name: 'Nina Nieuw',
    username: 'nina',
    email: '',
    committees: ['c2'],
    inactive: false,
    invitation: 'verstuurd',
    ...fields,
  }) as MemberRecord;

beforeEach(() =>
  sessionStore.setState({ status: 'ready', token: '', user: { id: 'admin1' } as never, committees: [] }),
);

describe('validateNewMember', () => {
  it('asks for a name, a username of the allowed characters and an e-mail address', () => {
    expect(validateNewMember({ name: ' ', username: 'X', email: 'geen-adres' })).toEqual({
      name: 'Vul de naam in.',
      username: 'Gebruik 3 tot 50 kleine letters, cijfers, punten, streepjes of lage streepjes.',
      email: 'Vul een geldig e-mailadres in.',
    });
    expect(validateNewMember({ name: 'Nina', username: 'nina.nieuw', email: 'nina@tjas.example' })).toEqual({});
  });
});

describe('MemberRow', () => {
  it('names the member\u2019s committees and offers to change them and to deactivate', () => {
    render(<MemberRow initial={member({})} committees={committees} onChanged={() => undefined} />);
    expect(screen.getByText('Sportcommissie')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Commissies wijzigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactiveren' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Uitnodiging opnieuw versturen' })).toBeNull();
  });

  it('says when the invitation could not be sent, and offers to send it again', () => {
    render(
      <MemberRow initial={member({ invitation: 'mislukt' })} committees={committees} onChanged={() => undefined} />,
    );
    expect(screen.getByText('uitnodiging niet verstuurd')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uitnodiging opnieuw versturen' })).toBeTruthy();
  });

  it('does not let an admin deactivate themselves', () => {
    render(<MemberRow initial={member({ id: 'admin1' })} committees={committees} onChanged={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Deactiveren' })).toBeNull();
  });
});
