import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

/**
 * Serves a built page from `dir` on `url` (another origin than the site's), as a host's own web
 * server would: its index at `/`, its files by path, 404 for anything else. Resolves to what stops it.
 */
export async function serveBuiltHost(dir: string, url: string): Promise<() => Promise<void>> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', url).pathname;
    try {
      const file = path === '/' ? 'index.html' : path.slice(1);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      const content = await readFile(join(dir, file));
      response.writeHead(200, { 'Content-Type': type }).end(content);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(Number(new URL(url).port), '127.0.0.1', done));
  return () => new Promise((done) => server.close(() => done()));
}
