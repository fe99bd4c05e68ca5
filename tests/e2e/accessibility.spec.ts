import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { memberPageGroups } from './member-pages.ts';
import { apiGet, apiToken, logIn, openAs, waitForContent } from './support.ts';

const WIDTHS = [375, 1280] as const;

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Also WCAG 2.5.3 (label in name), which axe still calls experimental: a voice-control user says
  // what they see ("Bewerken"), so the accessible name must contain it.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  const report = serious.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(report, `${label}: ernstige toegankelijkheidsfouten`).toEqual([]);
}

let eventId = '';
test.beforeAll(async () => {
  const token = await apiToken('lid');
  eventId = (await apiGet<{ items: { id: string }[] }>('/collections/events/records?perPage=1&sort=start', token))
    .items[0]!.id;
});

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the login pages pass axe', async ({ page }) => {
      for (const path of ['/login', '/login/vergeten', '/login/vergeten?token=ongeldig']) {
        await page.goto(path);
        await waitForContent(page);
        await expectNoSeriousViolations(page, path);
      }
      await page.goto('/login');
      await page.getByRole('button', { name: 'Inloggen' }).click(); // with its error messages
      await expect(page.getByText('Vul je wachtwoord in.')).toBeVisible();
      await expectNoSeriousViolations(page, '/login met fouten');
    });

    // In groups, so they spread over the workers.
    for (const [index, group] of memberPageGroups().entries()) {
      test(`every page of a logged-in member passes axe (${index + 1}: ${group[0]} …)`, async ({ page }) => {
        test.setTimeout(90_000);
        await logIn(page, 'lid');
        for (const path of group) {
          await page.goto(path.replace(':event', eventId));
          await waitForContent(page);
          await expectNoSeriousViolations(page, path);
        }
        if (index === 0) {
          await page.getByTestId('current-user').click();
          await expect(page.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
          await expectNoSeriousViolations(page, 'accountmenu open');
        }
      });
    }

    test('the inbox and the sponsor form of committee members pass axe', async ({ page }) => {
      test.setTimeout(90_000);
      await openAs(page, 'bestuur', '/acties/postvak');
      await waitForContent(page);
      await expect(page.getByTestId('inbox')).toBeVisible();
      await expectNoSeriousViolations(page, '/acties/postvak');
      await page.goto('/sponsors');
      await page.getByRole('button', { name: 'Sponsor toevoegen' }).click();
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Geef een naam van minstens 2 tekens.')).toBeVisible();
      await expectNoSeriousViolations(page, '/sponsors met formulier');
      await page.goto('/sport/uitslagen/uitslag-toevoegen');
      await page.getByRole('button', { name: 'Uitslag opslaan' }).click();
      await expect(page.getByText('Kies de schaatser.')).toBeVisible();
      await expectNoSeriousViolations(page, '/sport/uitslagen/uitslag-toevoegen met fouten');
      await page.goto('/media/fotoalbums/album-toevoegen');
      await waitForContent(page);
      await expectNoSeriousViolations(page, '/media/fotoalbums/album-toevoegen');
      await page.goto('/media/fotoalbums');
      await page.getByRole('link', { name: /Clubkampioenschappen/ }).click();
      await page
        .getByRole('button', { name: /groot bekijken/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'fotoviewer');
      // The results with their edit links (admins may edit them): the links' names start with what they show.
      for (const path of ['/webshop', '/bestuur/bestuurshok', '/tjas-actief/ledenbeheer', '/sport/uitslagen']) {
        await page.goto(path);
        await waitForContent(page);
        await expectNoSeriousViolations(page, `${path} (bestuur)`);
      }
    });
  });
}
