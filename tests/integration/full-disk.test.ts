import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher, type MailCatcher } from '@tjas/backend/mail-catcher';
import PocketBase, { type ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv, startProductionSite, superuserClient, type ProductionSite } from './support/production-site.ts';
import { freePort } from './support/test-pocketbase.ts';

// The full-disk drill: a production site whose data folder is on a small disk of its own (a
// tmpfs), filled to the last byte while members use it.

/** Whether this machine lets the test mount a small disk (root with CAP_SYS_ADMIN, as CI has). */
function canMount(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'tjas-mount-check-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    console.warn('full-disk.test.ts: this machine cannot mount a tmpfs; the full-disk drill is skipped.');
    return false;
  } finally {
    rmdirSync(dir);
  }
}

const PASSWORD = 'wachtwoord-2026';

let disk: string;
let mail: MailCatcher;
let site: ProductionSite;
let admin: PocketBase;
let eventId: string;

const filler = () => join(disk, 'vulling');

async function member(username: string): Promise<PocketBase> {
  await admin.collection('users').create({
    email: `${username}@tjas-test.nl`,
    username,
    name: username,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    verified: true,
  });
  const client = new PocketBase(site.url).autoCancellation(false);
  await client.collection('users').authWithPassword(username, PASSWORD);
  return client;
}

const signUp = (client: PocketBase) =>
  client.collection('signups').create({ event: eventId, user: client.authStore.record?.id });

function fillDisk(): void {
  try {
    execFileSync('dd', ['if=/dev/zero', `of=${filler()}`, 'bs=1M'], { stdio: 'pipe' });
  } catch {
    // dd stops with "No space left on device": that is the point
  }
}

describe.skipIf(!canMount())('a full disk', () => {
  beforeAll(async () => {
    disk = await mkdtemp(join(tmpdir(), 'tjas-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=128m', 'tmpfs', disk]);
    mail = await startMailCatcher(await freePort(), await freePort());
    // The test sends the outbox itself, so it knows when a mail was tried.
    site = await startProductionSite({
      ...productionEnv(await freePort(), mail.smtpPort),
      PB_DATA_DIR: join(disk, 'pb_data'),
      TJAS_MAIL_JOB: 'off',
    });
    admin = await superuserClient(site.url);
    const committee = await admin.collection('committees').getFirstListItem('');
    eventId = (
      await admin.collection('events').create({
        title: 'Schaatsweekend',
        start: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        organiser: committee.id,
        capacity: 10,
      })
    ).id;
  });

  afterAll(async () => {
    await site?.stop();
    await mail?.stop();
    if (disk) {
      execFileSync('umount', [disk]);
      await rm(disk, { recursive: true, force: true });
    }
  });

  it('refuses writes with a Dutch 503, logs them, shows admins, sends no mail twice, and loses nothing once there is room again', async () => {
    const anna = await member('anna');
    await signUp(anna);
    const bart = await member('bart');
    await admin.collection('mail_outbox').create({
      to: 'anna@tjas-test.nl',
      kind: 'bestelling',
      subject: 'Je bestelling is klaar',
      text: 'Tekst',
      html: '<p>Tekst</p>',
      attempts: 0,
    });

    fillDisk();

    // SQLite may still have room in pages it already holds; a few writes can land, and those stay.
    let refusal: ClientResponseError | undefined;
    const landed: string[] = [];
    for (let attempt = 0; attempt < 30 && !refusal; attempt++) {
      try {
        landed.push(
          (
            await admin
              .collection('news_posts')
              .create({ title: `Bericht ${attempt}`, body: '<p>Tekst</p>', channel: 'algemeen' })
          ).id,
        );
      } catch (error) {
        refusal = error as ClientResponseError;
      }
    }
    expect(refusal?.status).toBe(503);
    expect(refusal?.response['message']).toBe(
      'De site kan nu niets opslaan: de schijf van de server is vol. Er is niets bewaard; probeer het later opnieuw. De beheerders zien dit op hun statuspagina.',
    );

    // A member's sign-up: refused the same way, not half-saved.
    await expect(signUp(bart)).rejects.toMatchObject({ status: 503 });
    // The mail is not sent while it cannot be marked as sent (else it would go out every minute).
    await expect(admin.send('/api/tjas/mails/versturen', { method: 'POST' })).rejects.toMatchObject({ status: 503 });
    expect(mail.messages).toHaveLength(0);

    // Reading goes on, and admins see why.
    expect((await bart.collection('events').getOne(eventId))['title']).toBe('Schaatsweekend');
    const status = await admin.send<{ disk: { free: number; problem: string } }>('/api/tjas/status', {});
    expect(status.disk.problem).toMatch(
      /^De schijf van de site is vol \(nog \d+ MB vrij\): leden en commissies kunnen nu niets opslaan\./,
    );
    expect(site.output()).toMatch(
      /Schijf vol: POST \/api\/collections\/signups\/records is niet opgeslagen: .*(database or disk is full|no space left on device)/,
    );

    await rm(filler());

    // The same requests now succeed, and everything acknowledged before is still there.
    await signUp(bart);
    const signups = await admin.collection('signups').getFullList({ filter: `event = "${eventId}"`, sort: 'created' });
    expect(signups.map((signup) => signup['status'])).toEqual(['confirmed', 'confirmed']);
    const event = await admin.collection('events').getOne(eventId);
    expect(event['signups_confirmed']).toBe(2);
    for (const id of landed) expect((await admin.collection('news_posts').getOne(id)).id).toBe(id);
    // The waiting mail and the confirmations of both sign-ups (Bart's made once there was room), each once.
    expect(await admin.send('/api/tjas/mails/versturen', { method: 'POST' })).toEqual({ sent: 3, failed: 0 });
    const subjects = mail.messages.map((message) => message.subject);
    expect(subjects.filter((subject) => subject === 'Je bestelling is klaar')).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Je bent aangemeld: Schaatsweekend'))).toHaveLength(2);
    expect((await admin.send<{ disk: { problem: string } }>('/api/tjas/status', {})).disk.problem).not.toMatch(
      /is vol/,
    );
  });
});
