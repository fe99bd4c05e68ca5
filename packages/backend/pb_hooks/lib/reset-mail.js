/// <reference path="../../pb_data/types.d.ts" />
// The "forgot password" mail in the site's look (lib/member-mails.js render), like every other
// mail of the site, instead of the collection's plain template. PocketBase still makes the
// token, sends the mail and limits how often it may be asked for.

/** The reset mail's subject, text and HTML for `member`, with the link that carries `token`. */
function resetMail(site, member, token) {
  const mails = require(`${__hooks}/lib/member-mails.js`);
  const { text, html } = mails.render(
    site,
    member.getString('name') || member.getString('username'),
    [
      `Je hebt gevraagd om een nieuw wachtwoord voor ${site.name}. Kies het via de knop hieronder; de link werkt één keer en is een half uur geldig.`,
    ],
    { label: 'Nieuw wachtwoord instellen', url: `${site.url}/login/vergeten?token=${encodeURIComponent(token)}` },
    {
      text: 'Heb je dit niet gevraagd? Dan kun je deze mail negeren; je wachtwoord blijft hetzelfde.',
      link: '',
    }
  );
  return { subject: `Nieuw wachtwoord voor ${site.name}`, text, html };
}

module.exports = { resetMail };
