import { spawn } from 'node:child_process';
import { DEMO_PASSWORD } from '@tjas/backend/demo-accounts';
import { startMailCatcher } from '@tjas/backend/mail-catcher';
import { REPO_ROOT } from '@tjas/backend/paths';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBy, memberChange } from './support/power-confirmation.ts';
import { freePort, startTestPocketBase, type TestPocketBase } from './support/test-pocketbase.ts';

// Member administration as admins do it: addresses unique whatever their case, every change
// recorded (an admin's own included), and an invitation that is never lost silently when mail
// cannot be sent.

let pb: TestPocketBase;
let ict: PocketBase; // an admin
const committees = new Map<string, string>();
let counter = 0;

beforeAll(async () => {
  pb = await startTestPocketBase({ seeded: true });
  ict = await pb.member('ict@tjas.example', DEMO_PASSWORD);
  for (const committee of await pb.admin.collection('committees').getFullList())
    committees.set(committee['name'], committee.id);
});
afterAll(() => pb?.stop());

const newMember = (email: string) =>
  ict.collection('users').create({ email, username: `nieuw${++counter}`, name: `Nieuw Lid ${counter}` });
const changesOf = async (member: string) =>
  (await ict.collection('member_changes').getFullList({ filter: `member = "${member}"`, sort: 'created' })).map(
    (change) => change['summary'],
  );

describe('e-mail addresses', () => {
  it('are unique whatever their case, when adding a member and when changing an address', async () => {
    await expect(newMember('BESTUUR@tjas.example')).rejects.toMatchObject({
      status: 400,
      response: { data: { email: expect.anything() } },
    });
    await expect(newMember('Lid@Tjas.Example')).rejects.toMatchObject({ status: 400 });
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    await expect(
      pb.admin.collection('users').update(lid.authStore.record!.id, { email: 'Sport@tjas.example' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(
      (await pb.admin.collection('users').getList(1, 1, { filter: 'email = "sport@tjas.example"' })).totalItems,
    ).toBe(1);
  });
});

describe('the change log', () => {
  it('records an admin changing their own committees', async () => {
    const me = ict.authStore.record!.id;
    await ict
      .collection('users')
      .update(
        me,
        { 'committees+': committees.get('Redactie') },
        await confirmedBy(ict, memberChange(me, [committees.get('Redactie')!])),
      );
    await ict.collection('users').update(me, { 'committees-': committees.get('Redactie') });
    const summaries = await changesOf(me);
    expect(summaries).toContain('toegevoegd aan Redactie');
    expect(summaries).toContain('verwijderd uit Redactie');
  });

  it('leaves out a member editing their own name (that is no administration)', async () => {
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    await lid.collection('users').update(lid.authStore.record!.id, { name: 'Lotte de Lid' });
    expect(await changesOf(lid.authStore.record!.id)).toEqual([]);
  });
});

describe('the invitation of a new member', () => {
  it('is marked as not sent when the mail server is down, and can be sent again once it is up', async () => {
    pb.allowServerErrors(/^\/api\/tjas\/leden\/[^/]+\/uitnodiging$/); // 503 while the mail server is down
    const smtpPort = await freePort();
    await pb.admin.settings.update({
      meta: { appName: 'Tjas' },
      smtp: { enabled: true, host: '127.0.0.1', port: smtpPort, tls: false },
    });
    const email = `uitgenodigd${++counter}@tjas.example`;
    const member = await newMember(email);
    // The member is there, with everything the admin typed, and the admin can see the invitation failed.
    const stored = await ict.collection('users').getOne(member.id);
    expect(stored['invitation']).toBe('mislukt');
    expect(await changesOf(member.id)).toEqual([
      'lid toegevoegd',
      'uitnodiging niet verstuurd: de mailserver is niet bereikbaar',
    ]);

    const resend = () => ict.send(`/api/tjas/leden/${member.id}/uitnodiging`, { method: 'POST' });
    await expect(resend()).rejects.toMatchObject({
      status: 503,
      response: { message: expect.stringContaining('niet worden verstuurd') },
    });

    const catcher = await startMailCatcher(smtpPort, await freePort());
    try {
      await expect(resend()).resolves.toEqual({ invitation: 'verstuurd' });
      expect(catcher.messages.map((mail) => mail.to)).toEqual([[email]]);
      expect((await ict.collection('users').getOne(member.id))['invitation']).toBe('verstuurd');

      // A welcome, not a password reset: who added them, and a link that lasts a week.
      const [mail] = catcher.messages;
      expect(mail?.subject).toBe('Welkom bij Tjas: kies je wachtwoord');
      expect(mail?.text).toContain(`Hoi Nieuw Lid ${counter},`);
      expect(mail?.text).toContain('Welkom bij Tjas! Ivo ICT heeft je toegevoegd als lid van de ledensite');
      expect(mail?.text).toContain('De link is 7 dagen geldig.');
      const token = /\/login\/vergeten\?token=([\w.-]+)&welkom=1/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeDefined();
      const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
        exp: number;
        type: string;
      };
      expect(claims.type).toBe('passwordReset');
      expect(claims.exp * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      expect(claims.exp * 1000 - Date.now()).toBeLessThan(7.1 * 86_400_000);
      // A new invitation ends the link of the one before.
      await expect(resend()).resolves.toEqual({ invitation: 'verstuurd' });
      const newer = /\/login\/vergeten\?token=([\w.-]+)&welkom=1/.exec(catcher.messages[1]?.text ?? '')?.[1];
      expect(newer).toBeDefined();
      await expect(
        pb.client().collection('users').confirmPasswordReset(token!, 'welkom-op-het-ijs', 'welkom-op-het-ijs'),
      ).rejects.toMatchObject({ status: 400 });
      // PocketBase's own confirmation takes it: the member chooses a password and logs in, verified.
      await pb.client().collection('users').confirmPasswordReset(newer!, 'welkom-op-het-ijs', 'welkom-op-het-ijs');
      const welcomed = await pb.member(email, 'welkom-op-het-ijs');
      expect(welcomed.authStore.record?.['verified']).toBe(true);
    } finally {
      await catcher.stop();
    }
  });

  it('is sent again by admins only, and members cannot set its state', async () => {
    const lid = await pb.member('lid@tjas.example', DEMO_PASSWORD);
    const target = (await pb.admin.collection('users').getFirstListItem('username = "sport"')).id;
    await expect(lid.send(`/api/tjas/leden/${target}/uitnodiging`, { method: 'POST' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(pb.client().send(`/api/tjas/leden/${target}/uitnodiging`, { method: 'POST' })).rejects.toMatchObject({
      status: 401,
    });
    await expect(ict.send('/api/tjas/leden/bestaatnietxxxxx/uitnodiging', { method: 'POST' })).rejects.toMatchObject({
      status: 404,
    });
    // Not to a member who already chose a password: the endpoint does not mail members at will.
    await expect(ict.send(`/api/tjas/leden/${target}/uitnodiging`, { method: 'POST' })).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      lid.collection('users').update(lid.authStore.record!.id, { invitation: 'verstuurd' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('a production start', () => {
  it('refuses the demo\u2019s public superuser password, and no password at all', async () => {
    for (const password of [undefined, 'tjas-beheer-2026']) {
      const env: NodeJS.ProcessEnv = { ...process.env, TJAS_ENV: 'production', PORT: String(await freePort()) };
      if (password) env['PB_SUPERUSER_PASSWORD'] = password;
      else delete env['PB_SUPERUSER_PASSWORD'];
      const child = spawn(process.execPath, ['--import', 'tsx', 'packages/backend/src/start.ts'], {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/^Start geweigerd: PB_SUPERUSER_PASSWORD/m);
    }
  });
});
