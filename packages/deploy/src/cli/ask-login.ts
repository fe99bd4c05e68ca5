import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/**
 * The member login for this run: TJAS_EMAIL / TJAS_PASSWORD, or asked for on the terminal (the
 * password without echo). Never written anywhere: the site's token lives only in this process.
 */
export async function askLogin(): Promise<{ email: string; password: string }> {
  const env = process.env;
  if (env['TJAS_EMAIL'] && env['TJAS_PASSWORD']) return { email: env['TJAS_EMAIL'], password: env['TJAS_PASSWORD'] };
  if (!process.stdin.isTTY) {
    console.error('Geef je login met TJAS_EMAIL en TJAS_PASSWORD, of start de opdracht in een terminal.');
    process.exit(2);
  }
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const email = env['TJAS_EMAIL'] || (await terminal.question('E-mailadres: ')).trim();
    process.stdout.write('Wachtwoord: ');
    muted = true;
    const password = await terminal.question('');
    muted = false;
    process.stdout.write('\n');
    return { email, password };
  } finally {
    terminal.close();
  }
}
