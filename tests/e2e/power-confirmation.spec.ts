import { expect, test } from '@playwright/test';
import { apiGet, apiToken, openAs } from './support.ts';

// Code that runs in an admin's page (a section's, with the admin's session: finding 2 of #29)
// cannot grant power: the server wants the admin's password for that change, and only the
// shell's own dialog asks for it, showing the server's description of the change.

interface Member {
  id: string;
  committees: string[];
}

test('a section\u2019s code in an admin\u2019s page cannot add anyone to a committee: nothing changes', async ({
  page,
}) => {
  const token = await apiToken('bestuur');
  const [sport] = (await apiGet<{ items: Member[] }>('/collections/users/records?filter=(username="sport")', token))
    .items;
  const [board] = (
    await apiGet<{ items: { id: string }[] }>('/collections/committees/records?filter=(name="Bestuur")', token)
  ).items;
  await openAs(page, 'bestuur', '/sport/uitslagen');
  // What 300 bytes appended to a section's module did: the shared client, the admin's session.
  const answer = await page.evaluate(
    async ({ member, committee }) => {
      const auth = (await import(/* @vite-ignore */ '@tjas/auth')) as typeof import('@tjas/auth');
      try {
        await auth.getPocketBase().collection('users').update(member, { 'committees+': committee });
        return { status: 200, message: '' };
      } catch (error) {
        const failure = error as { status: number; response: { message: string } };
        return { status: failure.status, message: failure.response.message };
      }
    },
    { member: sport!.id, committee: board!.id },
  );
  expect(answer.status).toBe(403);
  expect(answer.message).toContain('Bevestig met je wachtwoord: Sem Sporters toevoegen aan Bestuur');
  const after = await apiGet<Member>(`/collections/users/records/${sport!.id}`, token);
  expect(after.committees).toEqual(sport!.committees);
  // The page stays the page it was: no dialog was opened for it.
  await expect(page.getByRole('dialog', { name: 'Bevestig met je wachtwoord' })).toBeHidden();
});
