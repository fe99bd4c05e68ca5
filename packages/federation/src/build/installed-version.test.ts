import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedVersion, packageOf } from './installed-version.ts';

describe('packageOf', () => {
  it('maps a shared key to its package', () => {
    expect(packageOf('react')).toBe('react');
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@tjas/ui')).toBe('@tjas/ui');
    expect(packageOf('@tjas/ui/styles/base.css')).toBe('@tjas/ui');
  });
});

describe('installedVersion', () => {
  it('reads the version installed for an app, also for a subpath key', () => {
    const shell = resolve(import.meta.dirname, '../../../../shell');
    const react = JSON.parse(readFileSync(resolve(shell, 'node_modules/react/package.json'), 'utf8')).version;
    expect(installedVersion('react/jsx-runtime', shell)).toBe(react);
    expect(installedVersion('@tjas/router', shell)).toBe('1.1.0');
  });
});
