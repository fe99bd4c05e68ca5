import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('@tjas/router', () => {
  it('is the only way app code reaches react-router (a direct import would bring a second router)', () => {
    const apps = [
      join(ROOT, 'shell/src'),
      ...readdirSync(join(ROOT, 'remotes')).map((name) => join(ROOT, 'remotes', name, 'src')),
    ];
    const packages = readdirSync(join(ROOT, 'packages'))
      .filter((name) => name !== 'router')
      .map((name) => join(ROOT, 'packages', name, 'src'));
    const offenders = [...apps, ...packages]
      .flatMap((dir) => {
        try {
          return sourceFiles(dir);
        } catch {
          return [];
        }
      })
      .filter((file) => /from ['"]react-router(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
