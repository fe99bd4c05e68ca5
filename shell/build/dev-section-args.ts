import { parseArgs } from 'node:util';
import { DEV_SECTION_USAGE } from './dev-section-target.ts';

/** What `pnpm dev:section <sectie> [--port 5174]` was asked: the section argument, port and site. */
export type DevSectionArgs =
  { section: string | undefined; port: string; backend: string } | { refuse: string; exitCode: 2 };

/**
 * The command's arguments and environment. The port comes from `--port`, else `PORT`, else 5173;
 * the site whose API, shell and other sections are used from `TJAS_BACKEND`, else the local
 * `pnpm start` on 8090. An option it does not know, or a port that is not one, is refused in
 * Dutch: ignored, `--port 8192` served on 5173 without a word.
 */
export function devSectionArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): DevSectionArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { port: { type: 'string' } } });
  } catch {
    return { refuse: `Deze opties kent dev:section niet: ${argv.join(' ')}\n${DEV_SECTION_USAGE}`, exitCode: 2 };
  }
  const port = parsed.values.port ?? env['PORT'] ?? '5173';
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535)
    return { refuse: `"${port}" is geen poort: een getal van 1 tot 65535, zoals --port 5174.`, exitCode: 2 };
  if (parsed.positionals.length > 1) return { refuse: DEV_SECTION_USAGE, exitCode: 2 };
  return { section: parsed.positionals[0], port, backend: env['TJAS_BACKEND'] ?? 'http://127.0.0.1:8090' };
}
