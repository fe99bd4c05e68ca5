import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The README and docs/ lead a maintainer to the rest: every relative link in them (and in every
// Markdown file they link to) must reach a file, and a `#anchor` a heading of that file.

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The Markdown without fenced code blocks, whose brackets and `#` lines are not links or
 * headings; inline code is dropped too, or only its backticks (`keepCode`, for headings).
 */
function prose(markdown: string, keepCode = false): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return '';
      }
      if (marker) {
        fence = marker;
        return '';
      }
      return line.replace(/(`+)([\s\S]*?)\1/g, keepCode ? '$2' : '');
    })
    .join('\n');
}

/** The targets of inline links and images, and of reference definitions. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...references];
}

/** GitHub's anchors for the headings of a Markdown file (lower case, punctuation dropped, spaces to dashes, -1, -2 for repeats). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of prose(markdown, true).matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Markdown files under `dir`, recursively. */
function markdownUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/**
 * Every broken relative link in `starts` and in the Markdown files they link to, as
 * `file: target (why)`, paths relative to `root`.
 */
function brokenLinks(root: string, starts: string[]): string[] {
  const broken: string[] = [];
  const queue = [...starts];
  const checked = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (checked.has(file)) continue;
    checked.add(file);
    const markdown = readFileSync(file, 'utf8');
    for (const target of linkTargets(markdown)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // https:, mailto:, ...
      const [pathPart = '', anchor] = target.split('#', 2) as [string, string | undefined];
      const path = decodeURIComponent(pathPart);
      const destination = path === '' ? file : path.startsWith('/') ? join(root, path) : resolve(dirname(file), path);
      const where = `${relative(root, file)}: ${target}`;
      if (!existsSync(destination)) {
        broken.push(`${where} (no such file)`);
        continue;
      }
      if (!destination.endsWith('.md') || !statSync(destination).isFile()) continue;
      if (destination.startsWith(root)) queue.push(destination);
      if (anchor && !headingAnchors(readFileSync(destination, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())) {
        broken.push(`${where} (no heading #${anchor} in ${relative(root, destination)})`);
      }
    }
  }
  return broken;
}

describe('documentation links', () => {
  it('every relative link in the README, docs/ and what they link to reaches a file and its heading', () => {
    const starts = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))];
    expect(starts.length).toBeGreaterThan(1);
    expect(brokenLinks(ROOT, starts)).toEqual([]);
  });

  describe('the check itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tjas-doc-links-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };

    it('finds a missing file, a missing heading, and one in a linked file outside docs/', () => {
      write(
        'README.md',
        [
          '# Proef',
          '[goed](docs/a.md#een-kop-met-code-en-leestekens-1-2026) [weg](docs/weg.md) [kop](docs/a.md#geen-kop)',
          '[map](ops/) [extern](https://example.org/x.md) [hier](#proef) <http://127.0.0.1:8090>',
          '[ref]: OTHER.md',
          '```sh',
          '# geen kop',
          'echo [niet](weg.md)',
          '```',
          '`[ook niet](weg.md)`',
        ].join('\n'),
      );
      write('docs/a.md', '# Een kop met `code` en leestekens (#1), 2026!\n\n[terug](../README.md#proef)\n');
      write('OTHER.md', '# Ander\n\n[stuk](kapot.md)\n');
      mkdirSync(join(dir, 'ops'), { recursive: true });
      expect(brokenLinks(dir, [join(dir, 'README.md')])).toEqual([
        'README.md: docs/weg.md (no such file)',
        'README.md: docs/a.md#geen-kop (no heading #geen-kop in docs/a.md)',
        'OTHER.md: kapot.md (no such file)',
      ]);
    });

    it('numbers repeated headings as GitHub does', () => {
      expect([...headingAnchors('## Tests\n\n## Tests\n\n### Tests\n')]).toEqual(['tests', 'tests-1', 'tests-2']);
    });
  });
});
