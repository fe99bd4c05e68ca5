/// <reference path="../../pb_data/types.d.ts" />
// Mails to members about what happened to them. A mail is written to `mail_outbox` by the code
// that makes the change, with the app of its transaction, so the change and its mail are saved
// together or not at all. A job sends what is due (pb_hooks/mails.pb.js), outside any request:
// no member waits for the mail server. A failure is logged and retried later (1, 5, 15, 60
// minutes, then every 3 hours, at most 30 attempts); the change it is about stays saved.

/** The kinds a member can turn off in their account, with what they are about. */
const KINDS = {
  aanmelding: 'je voor een evenement hebt aangemeld',
  wachtlijst: 'een plek krijgt van de wachtlijst',
  inzending: 'een antwoord krijgt op een inzending',
  bestelling: 'een bestelling ziet veranderen',
  bericht: 'op een evenement staat waarvan de organisatie je een bericht stuurt',
};
// Once per runtime, not per mail: require() walks the file system for the path on every call,
// and a mail is written inside the transaction that every sign-up of a rush waits for.
const { insertRecord } = require(`${__hooks}/lib/record-insert.js`);
// Amsterdam's clock (shared with the event series: goja has no Intl).
const { toWallClock } = require(`${__hooks}/../node_modules/@tjas/schema/src/rules/event-series.cjs`);

const RETRY_MINUTES = [1, 5, 15, 60, 180];
const MAX_ATTEMPTS = 30;
/** Sent mails stay this long (the dashboard shows what went out), then go: ~4 KB each. */
const KEEP_SENT_DAYS = 30;
/** How long a job holds the mail it is sending, so a second job at the same time leaves it. */
const LEASE_MINUTES = 5;

const DAYS = ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'];
const MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/** "za 7 feb 2026, 19:30" in Amsterdam time, as the site writes dates; '' for no date. */
function formatDateTime(value) {
  const date = new Date(String(value || '').replace(' ', 'T'));
  if (isNaN(date.getTime())) return '';
  const local = new Date(toWallClock(date.getTime()));
  const two = (n) => (n < 10 ? `0${n}` : String(n));
  return `${DAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]
  );
}

/**
 * The footer in HTML, its `link` made a link. The link goes in through a function: as a
 * replacement string, a `$&` or `$'` in it (an escaped `'` is `&#39;`) would insert other text.
 */
function footerHtml(footer) {
  const text = escapeHtml(footer.text);
  if (!footer.link) return text;
  const link = escapeHtml(footer.link);
  return text.replace(link, () => `<a href="${link}" style="color:#0b4f8a">${link}</a>`);
}

function siteOf(app) {
  const meta = app.settings().meta;
  return { url: String(meta.appURL || '').replace(/\/+$/, ''), name: meta.appName || 'Tjas' };
}

/**
 * The crest above every mail: a PNG the site serves at a stable address (shell/public/icons,
 * rendered from the same drawing as the header's SVG), addressed absolutely. Not the SVG: Gmail
 * and Outlook show no SVG in mail, and Gmail shows no data: image either; a plain PNG over https
 * is what every client shows (after "show images" where remote images wait for that, and with
 * the site's name written beside it, so a mail without its picture still says who sends it).
 * 96 px drawn at 40: sharp on a phone's screen. No crest without an absolute site address.
 */
const CREST_PATH = '/icons/tjas-crest-96.png';

function crestHtml(site) {
  if (!/^https?:\/\//i.test(site.url)) return '';
  return `<img src="${escapeHtml(site.url + CREST_PATH)}" width="40" height="40" alt="" style="display:inline-block;vertical-align:middle;border:0;margin-right:12px">`;
}

/** The address a mail's button goes to: `action.url`, or a page of the site at `action.path`. */
const linkOf = (site, action) => action.url || `${site.url}${action.path}`;

/** The plain text of a mail (see render). */
function renderText(site, name, paragraphs, action, footer) {
  return [
    `Hoi ${name},`,
    ...paragraphs,
    `${action.label}: ${linkOf(site, action)}`,
    `Groeten,\n${site.name}`,
    '--',
    footer.text,
  ].join('\n\n');
}

/** The HTML of a mail (see render). */
function renderHtml(site, name, paragraphs, action, footer) {
  const link = linkOf(site, action);
  return (
    '<!doctype html><html lang="nl"><body style="margin:0;background:#eef2f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#16191d">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f6"><tr><td align="center" style="padding:24px 12px">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">' +
    `<tr><td style="background:#0b4f8a;color:#ffffff;padding:16px 24px;border-radius:14px 14px 0 0;font-size:20px;font-weight:700">${crestHtml(site)}<span style="vertical-align:middle">${escapeHtml(site.name)}</span></td></tr>` +
    '<tr><td style="background:#ffffff;padding:24px;border-radius:0 0 14px 14px;font-size:16px;line-height:1.5">' +
    `<p style="margin:0 0 16px">Hoi ${escapeHtml(name)},</p>` +
    paragraphs
      .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('') +
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#0b4f8a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0">Groeten,<br>${escapeHtml(site.name)}</p>` +
    '</td></tr>' +
    `<tr><td style="padding:16px 24px;color:#4f5965;font-size:13px;line-height:1.4">${footerHtml(footer)}</td></tr>` +
    '</table></td></tr></table></body></html>'
  );
}

/**
 * The text and HTML of a mail: a greeting, the paragraphs, one link (`action.url`, or a page of
 * the site at `action.path`) and a footer (`footer.text`, in which `footer.link` becomes a link).
 * The HTML has the site's colours and one column that reads on a phone; both say the same.
 */
function render(site, name, paragraphs, action, footer) {
  return {
    text: renderText(site, name, paragraphs, action, footer),
    html: renderHtml(site, name, paragraphs, action, footer),
  };
}

/**
 * Writes the mail into the outbox, in the site's look; the footer says why the member gets it.
 * Its words are written now (what the dashboard and every check of a waiting mail read); its
 * HTML, ~3.5 KB of the site's look around the same words, is rendered by the job that sends it,
 * from the parts saved here (htmlOf). A change and its mail are still saved together, and a
 * burst of sign-ups writes ~1 KB per mail instead of ~4 KB (BENCHMARKS.md, the rush).
 * `to` is a prepared recipient (prepare, addressed).
 */
function write(app, to, subject, paragraphs, action) {
  const { user, site, footer } = to;
  const name = user.getString('name') || user.getString('username');
  // The link as it is now, so the text and the HTML rendered later name the same address.
  const button = { label: action.label, url: linkOf(site, action) };
  const mail = new Record(to.outbox);
  mail.set('user', user.id);
  mail.set('to', user.getString('email'));
  mail.set('kind', to.kind);
  // Within the field's limit: a long event title must not stop the change the mail is about.
  mail.set('subject', `${subject} - ${site.name}`.slice(0, 300));
  mail.set('text', renderText(site, name, paragraphs, button, footer));
  mail.set('parts', { site, name, paragraphs, action: button, footer });
  mail.set('attempts', 0);
  // By statement: no page or hook listens to the outbox, and a save's realtime walk is what a
  // rush with the event pages open waits for (lib/record-insert.js).
  insertRecord(app, 'mail_outbox', mail);
}

/** A recipient ready for write: the member, the site, the mail's kind and footer. */
function addressed(app, user, kind, site, footer) {
  return {
    user,
    kind,
    footer,
    site,
    outbox: app.findCachedCollectionByNameOrId('mail_outbox'),
  };
}

/**
 * The HTML of a mail in the outbox: rendered from its parts, or as an earlier version of the
 * site wrote it whole; '' for a mail with neither (it goes as text only).
 */
function htmlOf(mail) {
  const written = mail.getString('html');
  if (written) return written;
  let parts;
  try {
    parts = JSON.parse(mail.getString('parts') || 'null');
  } catch (error) {
    return '';
  }
  if (!parts || !parts.site || !Array.isArray(parts.paragraphs) || !parts.action || !parts.footer) return '';
  return renderHtml(parts.site, String(parts.name), parts.paragraphs, parts.action, parts.footer);
}

/**
 * The member a mail of `kind` goes to, or null when they are gone or have no address; an
 * unknown kind is a programming error. `known`: the member's record when the caller has it (the
 * request's own member), which is then not read again.
 */
function recipient(app, userId, kind, known) {
  if (!Object.prototype.hasOwnProperty.call(KINDS, kind)) throw new Error(`Onbekende soort mail: ${kind}`);
  if (known && known.id === userId) return known.getString('email') ? known : null;
  let user;
  try {
    user = app.findRecordById('users', userId);
  } catch (error) {
    return null;
  }
  return user.getString('email') ? user : null;
}

/**
 * What a mail of `kind` to the member `userId` needs besides its words, or null when no mail
 * goes (they turned this kind off, are gone or have no address). Read before a transaction
 * that then only writes the mail (write): the sign-up transaction runs one at a time, and in a
 * rush every member waits for the reads of those before them (BENCHMARKS.md, the rush).
 * `known`: the member's record when the caller has it (see recipient).
 */
function prepare(app, userId, kind, known) {
  const user = recipient(app, userId, kind, known);
  if (!user || user.getStringSlice('mail_off').indexOf(kind) >= 0) return null;
  const site = siteOf(app);
  const settings = `${site.url}/account/mijn-account`;
  return addressed(app, user, kind, site, {
    text: `Je krijgt deze mail omdat je lid bent van ${site.name} en ${KINDS[kind]}. Wil je deze mails niet meer? Zet ze uit bij E-mails op ${settings}.`,
    link: settings,
  });
}

/**
 * Writes a mail to the member `userId` into the outbox, unless they turned this kind off or
 * have no address. Call it with the app of the transaction that makes the change.
 * `action` is the page the mail is about: `{ label, path }`.
 */
function enqueue(app, userId, kind, subject, paragraphs, action) {
  const to = prepare(app, userId, kind);
  if (!to) return false;
  write(app, to, subject, paragraphs, action);
  return true;
}

/**
 * A mail the member must get whatever they chose under E-mails (an event they were on does not
 * go on), kept in the outbox under `kind`; `why` completes "Je krijgt deze mail omdat ...".
 */
function enqueueNotice(app, userId, kind, subject, paragraphs, action, why) {
  const user = recipient(app, userId, kind);
  if (!user) return false;
  write(
    app,
    addressed(app, user, kind, siteOf(app), {
      text: `Je krijgt deze mail omdat ${why}; zo'n bericht krijg je altijd.`,
    }),
    subject,
    paragraphs,
    action
  );
  return true;
}

/**
 * A mail about the site itself (kind `beheer`: a failed backup to an admin, a release the site
 * rolled back to its releaser): it cannot be turned off. `why` completes "Je krijgt deze mail omdat ...".
 */
function enqueueForAdmin(app, user, subject, paragraphs, action, why) {
  if (!user.getString('email')) return false;
  const site = siteOf(app);
  const footer = {
    text: `Je krijgt deze mail omdat ${why || `je beheerder bent van ${site.name}`}; deze mails staan altijd aan.`,
  };
  write(app, addressed(app, user, 'beheer', site, footer), subject, paragraphs, action);
  return true;
}

/** Sends one mail now, from the site's sender; throws when the mail server does not take it. */
function send(app, to, subject, body) {
  const meta = app.settings().meta;
  const message = new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: to }],
    subject,
    html: body.html,
    text: body.text,
  });
  app.newMailClient().send(message);
}

const stamp = (milliseconds) => new Date(milliseconds).toISOString().replace('T', ' ');

/**
 * Claims the oldest mail that is due, in a transaction (transactions run one at a time): its
 * next attempt moves past a lease, so a job running at the same time does not take it. Null when
 * nothing is due.
 * @returns {core.Record | null}
 */
function claimNext(app, now) {
  /** @type {core.Record | null} */
  let claimed = null;
  app.runInTransaction((txApp) => {
    const due = txApp.findRecordsByFilter(
      'mail_outbox',
      "sent = '' && attempts < {:max} && (next_attempt = '' || next_attempt <= {:now})",
      'created',
      1,
      0,
      { max: MAX_ATTEMPTS, now: stamp(now) }
    );
    if (due.length === 0) return;
    due[0].set('next_attempt', stamp(now + LEASE_MINUTES * 60000));
    txApp.save(due[0]);
    claimed = due[0];
  });
  return claimed;
}

/** Removes the mails sent more than KEEP_SENT_DAYS ago (one statement; the outbox has no files). */
function pruneSent(app, now) {
  app
    .db()
    .newQuery("DELETE FROM mail_outbox WHERE sent != '' AND sent < {:before}")
    .bind({ before: stamp(now - KEEP_SENT_DAYS * 86400000) })
    .execute();
}

/**
 * Saves a mail after the try to send it. When it went out, its sent mark must be stored whatever
 * else fails to save (the rendered HTML): a mail not marked sent is sent again by the next run.
 */
function saveAfterSending(app, mail) {
  try {
    app.save(mail);
  } catch (error) {
    if (!mail.getString('sent')) throw error;
    app.logger().error('Verstuurde mail opgeslagen zonder HTML', 'mail', mail.id, 'error', String(error));
    mail.set('html', '');
    app.save(mail);
  }
}

/**
 * Sends the mails that are due, oldest first, at most `limit`, each claimed just before it is
 * sent; and removes the ones sent long ago.
 */
function deliverDue(app, limit) {
  pruneSent(app, Date.now());
  const result = { sent: 0, failed: 0 };
  for (let count = 0; count < (limit || 50); count++) {
    const mail = claimNext(app, Date.now());
    if (!mail) break;
    try {
      // Rendered here, outside the change's transaction, and kept with the mail (the dashboard
      // shows what went out; a retry sends the same).
      mail.set('html', htmlOf(mail));
      send(app, mail.getString('to'), mail.getString('subject'), {
        text: mail.getString('text'),
        html: mail.getString('html'),
      });
      mail.set('sent', stamp(Date.now()));
      mail.set('last_error', '');
      result.sent++;
    } catch (error) {
      const attempts = mail.getInt('attempts') + 1;
      const wait = RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1];
      mail.set('attempts', attempts);
      mail.set('next_attempt', stamp(Date.now() + wait * 60000));
      mail.set('last_error', String(error).slice(0, 2000));
      app.logger().error('Mail aan lid niet verstuurd', 'mail', mail.id, 'attempt', attempts, 'error', String(error));
      result.failed++;
    }
    saveAfterSending(app, mail);
  }
  return result;
}

module.exports = {
  deliverDue,
  saveAfterSending,
  enqueue,
  enqueueForAdmin,
  enqueueNotice,
  prepare,
  write,
  formatDateTime,
  htmlOf,
  KINDS,
  MAX_ATTEMPTS,
  render,
  send,
  siteOf,
};
