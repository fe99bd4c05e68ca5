/**
 * `pnpm mail:catcher`: the demo's local mail catcher on its own, for trying production mode on
 * this machine (`pnpm serve` with SMTP_HOST=127.0.0.1 and SMTP_PORT=1025): every mail the site
 * sends is kept and shown at http://127.0.0.1:8025/messages. SMTP_PORT and MAIL_HTTP_PORT change
 * the ports. Stops with Ctrl+C.
 */
import { startMailCatcher } from './mail-catcher.ts';

const smtpPort = Number(process.env['SMTP_PORT'] ?? 1025);
const httpPort = Number(process.env['MAIL_HTTP_PORT'] ?? 8025);
const catcher = await startMailCatcher(smtpPort, httpPort);
console.log(
  `Mails opvangen: SMTP op 127.0.0.1:${smtpPort}, te lezen op http://127.0.0.1:${httpPort}/messages (stoppen met Ctrl+C).`,
);
const stop = () => void catcher.stop().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
