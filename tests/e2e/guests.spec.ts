import { expect, test } from '@playwright/test';
import { adminToken, apiSend, committeeId, openAs } from './support.ts';

// Guests at events: a member brings guests by name; each takes a place.

test('a member brings a guest, who takes a place and shows on the sign-up list', async ({ browser }) => {
  const admin = await adminToken();
  const event = await apiSend<{ id: string }>('POST', '/collections/events/records', admin, {
    title: `Introducéavond ${Date.now()}`,
    // A year ahead: after the demo events, before the other tests' (about two years ahead).
    start: new Date(Date.now() + 366 * 86_400_000).toISOString(),
    organiser: await committeeId('Activiteitencommissie', admin),
    capacity: 3,
    max_guests: 2,
  });

  const member = await (await browser.newContext()).newPage();
  await openAs(member, 'daan.de.vries', `/evenementen/${event.id}`);
  await expect(member.getByTestId('places')).toHaveText('Nog 3 van 3 plaatsen vrij');
  await member.getByRole('button', { name: 'Introducé toevoegen' }).click();
  await member.getByRole('button', { name: 'Aanmelden' }).click();
  // Said at the field itself, which gets the focus (not below the button, #32 item 11), and nothing is sent.
  await expect(member.getByLabel('Naam introducé 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(member.getByLabel('Naam introducé 1')).toHaveAccessibleDescription(
    'Vul van elke introducé de naam in (2 tot 100 tekens).',
  );
  await expect(member.getByLabel('Naam introducé 1')).toBeFocused();
  await member.getByLabel('Naam introducé 1').fill('Piet Jansen');
  await member.getByRole('button', { name: 'Introducé toevoegen' }).click();
  // The new field has the focus: type the name straight away.
  await expect(member.getByLabel('Naam introducé 2')).toBeFocused();
  await member.keyboard.type('Klaas Vos');
  // Only two guests may come: no button for a third.
  await expect(member.getByRole('button', { name: 'Introducé toevoegen' })).toHaveCount(0);
  await member.getByRole('button', { name: 'Introducé 2 weghalen' }).click();
  // The focus stays in the guests' fields, on the one before.
  await expect(member.getByLabel('Naam introducé 1')).toBeFocused();
  await member.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(member.getByTestId('signup-state')).toHaveText('Je bent aangemeld.');
  await expect(member.getByTestId('my-guests')).toHaveText('Je neemt 1 introducé mee: Piet Jansen.');
  await expect(member.getByTestId('places')).toHaveText('Nog 1 van 3 plaatsen vrij');

  // Another member with two guests does not fit the last place: the waiting list, and it says why.
  const other = await (await browser.newContext()).newPage();
  await openAs(other, 'sanne.jansen', `/evenementen/${event.id}`);
  await other.getByRole('button', { name: 'Introducé toevoegen' }).click();
  await other.getByLabel('Naam introducé 1').fill('Anna de Boer');
  await expect(
    other.getByText('Er is nog 1 plaats vrij: te weinig voor jou en je introducés.', { exact: false }),
  ).toBeVisible();
  await other.getByRole('button', { name: 'Op de wachtlijst' }).click();
  await expect(other.getByTestId('signup-state')).toContainText('Je staat op de wachtlijst, plek 1.');

  const organiser = await (await browser.newContext()).newPage();
  await openAs(organiser, 'activiteiten', `/evenementen/${event.id}/signups`);
  const table = organiser.getByRole('table', { name: /Alle aanmeldingen/ });
  await expect(table.getByRole('row').filter({ hasText: 'Daan de Vries' })).toContainText('Piet Jansen');
  await expect(organiser.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(organiser.getByText('1 aanmelding (2 plaatsen met introducés), 1 op de wachtlijst')).toBeVisible();
});
