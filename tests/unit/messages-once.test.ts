import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every rule once (#31): a Dutch message of 25 or more characters that the hooks send and the
// front end also writes is a rule written twice, and the two drift apart. The rule and its message
// belong in one shared module (packages/schema/src/rules/*.cjs, required by the hooks and imported
// by the front end), so the browser shows the server's own sentence. Messages are read from the
// source with TypeScript's parser: string literals, the text parts of template literals and JSX text.

const root = join(import.meta.dirname, '../..');
const HOOKS = ['packages/backend/pb_hooks'];
const FRONT_END = [
  'shell/src',
  ...readdirSync(join(root, 'remotes')).map((section) => `remotes/${section}/src`),
  ...['auth', 'federation', 'permissions', 'router', 'schema', 'ui'].map((name) => `packages/${name}/src`),
];
const MIN_LENGTH = 25;

/**
 * Messages that stay on both sides for a reason of their own, message to reason. Keep it short
 * (it is empty today): anything else moves to a shared module.
 */
const ALLOWED: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(js|cjs|ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$|\.d\.c?ts$/.test(entry.name) ? [path] : [];
  });
}

/** The prose (25+ characters, words with spaces) in one source text. */
export function messagesIn(fileName: string, text: string): Set<string> {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const message = node.text.replace(/\s+/g, ' ').trim();
      if (message.length >= MIN_LENGTH && /\p{L}{2,} \p{L}/u.test(message)) found.add(message);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function messagesByFile(dirs: string[]): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // a section a test made for a moment and removed again
    }
    for (const message of messagesIn(file, text)) {
      where.set(message, [...(where.get(message) ?? []), file]);
    }
  }
  return where;
}

/** Each message on both sides, with the files that hold it. */
export function sharedMessages(
  hooks: Map<string, string[]>,
  frontEnd: Map<string, string[]>,
): Record<string, string[]> {
  const shared: Record<string, string[]> = {};
  for (const [message, files] of hooks) {
    const front = frontEnd.get(message);
    if (front) shared[message] = [...files, ...front].map((file) => relative('.', file));
  }
  return shared;
}

describe('every message once', () => {
  const shared = sharedMessages(messagesByFile(HOOKS), messagesByFile(FRONT_END));

  it('no Dutch message of 25+ characters is written in both the hooks and the front end', () => {
    const unexpected = Object.fromEntries(Object.entries(shared).filter(([message]) => !(message in ALLOWED)));
    // Move the rule and its message into packages/schema/src/rules (see docs/architecture.md).
    expect(unexpected).toEqual({});
  });

  it('allows no message that is no longer on both sides', () => {
    expect(Object.keys(ALLOWED).filter((message) => !(message in shared))).toEqual([]);
  });

  it('finds a message in strings, templates and JSX text, and not in comments or short labels', () => {
    const text = [
      '// Dit staat alleen in een opmerking van de code.',
      "const a = 'Vul de datum van de wedstrijd in.';",
      'const b = `Er wacht geen release van "${name}" op controle.`;',
      'const c = <p>Je bent aangemeld voor dit evenement.</p>;',
      "const d = 'Opslaan'; const e = 'application/vnd.openxmlformats-officedocument';",
    ].join('\n');
    expect([...messagesIn('x.tsx', text)]).toEqual([
      'Vul de datum van de wedstrijd in.',
      'Er wacht geen release van "',
      'Je bent aangemeld voor dit evenement.',
    ]);
  });

  it('reports a message written on both sides', () => {
    const hooks = new Map([['Een uitslag kan niet in de toekomst liggen.', ['pb_hooks/a.pb.js']]]);
    const frontEnd = new Map([
      ['Een uitslag kan niet in de toekomst liggen.', ['remotes/sport/src/b.ts']],
      ['Alleen in de browser, niet op de server.', ['remotes/sport/src/b.ts']],
    ]);
    expect(sharedMessages(hooks, frontEnd)).toEqual({
      'Een uitslag kan niet in de toekomst liggen.': ['pb_hooks/a.pb.js', 'remotes/sport/src/b.ts'],
    });
  });
});
