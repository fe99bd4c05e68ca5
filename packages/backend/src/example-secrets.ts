import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** The settings file a maintainer copies to /etc/tjas/tjas.env (docs/operations.md, "From a bare Debian server"). */
export const EXAMPLE_ENV_FILE = join(REPO_ROOT, 'ops/tjas.env.example');

/** A setting that holds a secret: passwords, S3 keys, tokens. */
export const SECRET_SETTING = /PASSWORD|SECRET|ACCESS_KEY|TOKEN|PRIVATE|API_KEY/;

/**
 * Every secret's placeholder in the example file, by setting, also those of commented-out lines
 * (`#TJAS_BACKUP_S3_SECRET=...`): they are public (in this repository), so a site that runs with
 * one of them runs with a known secret. Read from the file itself, so a placeholder added there
 * is refused without a change here.
 */
export function exampleSecrets(file = EXAMPLE_ENV_FILE): Map<string, string> {
  const secrets = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return secrets; // a copy of the site without ops/ has no public placeholders to refuse
  }
  for (const line of text.split('\n')) {
    const match = /^\s*#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const [, name = '', raw = ''] = match;
    const value = raw.trim().replace(/^(["'])(.*)\1$/, '$2');
    if (value && SECRET_SETTING.test(name)) secrets.set(name, value);
  }
  return secrets;
}

/**
 * The first secret setting in `env` that holds a placeholder of the example file (its own or
 * another secret's), as a Dutch line naming it, or ''.
 */
export function exampleSecretProblem(
  env: Record<string, string | undefined>,
  placeholders: ReadonlyMap<string, string> = exampleSecrets(),
): string {
  const known = new Set(placeholders.values());
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    if (!value || !SECRET_SETTING.test(name) || !known.has(value)) continue;
    return `${name} is de voorbeeldwaarde uit ops/tjas.env.example, die openbaar is: vul een eigen geheim in.`;
  }
  return '';
}
