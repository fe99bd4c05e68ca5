import { connect } from 'node:net';

/**
 * Whether the mail server answers its greeting ("220 ...") within `timeoutMs`: '' when it does,
 * otherwise why not, in Dutch. A start only warns on this: mails wait in the outbox and are
 * retried, so a mail server that is down for a while must not keep the site down with it.
 */
export function probeSmtp(host: string, port: number, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let greeting = '';
    const finish = (problem: string) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(timeoutMs, () => finish(`geen antwoord binnen ${timeoutMs / 1000} s`));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(error.code === 'ECONNREFUSED' ? 'de verbinding wordt geweigerd' : (error.code ?? error.message)),
    );
    // Implicit TLS (port 465) greets only after a handshake: being reachable is all we learn.
    if (port === 465) socket.on('connect', () => finish(''));
    socket.on('data', (chunk: Buffer) => {
      greeting += chunk.toString('latin1');
      if (greeting.includes('\n'))
        finish(greeting.startsWith('220') ? '' : `onverwacht antwoord "${greeting.trim().slice(0, 80)}"`);
    });
  });
}
