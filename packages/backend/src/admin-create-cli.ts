/**
 * `pnpm admin:create --email <adres> --name "<naam>" [--committee bestuur]`: adds the first admin
 * member of a new site (or another one, when nobody can log in any more) to the running site and
 * mails them the invitation to choose a password, as an admin's "Lid toevoegen" does. Connects
 * as maintainer-client.ts says (PB_URL, PB_SUPERUSER_*, TJAS_ENV_FILE).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { connectAsSuperuser } from './maintainer-client.ts';

const USAGE =
  'Gebruik: pnpm admin:create --email <adres> --name "<volledige naam>" [--username <naam>] [--committee bestuur]';
const USERNAME = /^[a-z0-9._-]{3,50}$/;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let options: { email?: string; name?: string; username?: string; committee?: string };
try {
  options = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      username: { type: 'string' },
      committee: { type: 'string', default: 'bestuur' },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
const email = options.email?.trim() ?? '';
const name = options.name?.trim() ?? '';
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`--email ontbreekt of is geen e-mailadres.\n${USAGE}`, 2);
if (!name) fail(`--name ontbreekt: de naam die leden zien.\n${USAGE}`, 2);
// The part of the address before the @, as a login name, unless one is given.
const username =
  options.username?.trim() ??
  email
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .padEnd(3, '0')
    .slice(0, 50);
if (!USERNAME.test(username))
  fail(`--username: gebruik 3 tot 50 kleine letters, cijfers, punten, streepjes of lage streepjes.\n${USAGE}`, 2);

/** PocketBase's message with the fields it refused, e.g. "username: Value must be unique". */
function problems(error: ClientResponseError): string {
  const fields = Object.entries((error.response['data'] ?? {}) as Record<string, { message?: string }>).map(
    ([field, problem]) => `${field}: ${problem.message ?? ''}`,
  );
  return [`${error.message} (${error.status})`, ...fields].join('\n  ');
}

try {
  const admin = await connectAsSuperuser();
  const committee = await admin
    .collection('committees')
    .getFirstListItem(admin.filter('key = {:key}', { key: options.committee }))
    .catch(() => fail(`Commissie "${options.committee}" bestaat niet op deze site.`));
  if (!committee['admin'])
    fail(
      `Commissie "${committee['name']}" is geen beheerderscommissie: kies er een met beheerrechten (bijv. bestuur).`,
    );
  const existing = await admin
    .collection('users')
    .getList(1, 1, { filter: admin.filter('email = {:email}', { email }), skipTotal: true });
  const earlier = existing.items[0];
  // Running the command again (the first mail did not arrive) sends a new invitation.
  if (earlier?.['verified'])
    fail(`${email} heeft al een wachtwoord gekozen en kan inloggen (of "Wachtwoord vergeten" gebruiken).`);
  if (earlier && !(earlier['committees'] as string[]).includes(committee.id))
    fail(`Er is al een lid met ${email}, niet in ${committee['name']}; een beheerder past dat aan op /actief/leden.`);
  // Nobody knows this password: the member chooses their own through the invitation's link.
  const password = randomBytes(32).toString('base64url');
  const member: RecordModel =
    earlier ??
    (await admin.collection('users').create({
      email,
      name,
      username,
      password,
      passwordConfirm: password,
      verified: false,
      emailVisibility: false,
      committees: [committee.id],
    }));
  try {
    await admin.send(`/api/tjas/leden/${member.id}/uitnodiging`, { method: 'POST' });
    console.log(
      `${member['name']} (${email}) is lid van ${committee['name']}; de uitnodiging om een wachtwoord te kiezen is verstuurd.`,
    );
  } catch (error) {
    const reason = error instanceof ClientResponseError ? error.message : String(error);
    fail(
      `${member['name']} is toegevoegd, maar de uitnodiging ging niet weg: ${reason}\nDraai dezelfde opdracht later opnieuw: die stuurt dan alleen een nieuwe uitnodiging.`,
    );
  }
} catch (error) {
  fail(`Mislukt: ${error instanceof ClientResponseError ? problems(error) : (error as Error).message}`);
}
