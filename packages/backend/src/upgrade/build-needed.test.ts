import { describe, expect, it } from 'vitest';
import { buildNeeded } from './build-needed.ts';

describe('buildNeeded', () => {
  it('skips the build when only the backend, tests, docs or server files changed', () => {
    expect(
      buildNeeded([
        'packages/backend/pb_migrations/1799999999_x.js',
        'packages/backend/pb_hooks/sections.pb.js',
        'packages/backend/src/start.ts',
        'tests/integration/upgrade-site.test.ts',
        'docs/sections.md',
        'ops/Caddyfile',
        'README.md',
      ]),
    ).toEqual([]);
  });

  it('builds when the shell, a section, a shared package or the dependencies changed', () => {
    const changed = [
      'shell/src/main.tsx',
      'remotes/sport/src/index.ts',
      'packages/ui/src/button.tsx',
      'pnpm-lock.yaml',
      'package.json',
      'docs/sections.md',
    ];
    expect(buildNeeded(changed)).toEqual(changed.slice(0, 5));
  });
});
