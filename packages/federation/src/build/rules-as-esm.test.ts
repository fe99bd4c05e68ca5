import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesModule } from './rules-as-esm.ts';

const RULES = resolve(import.meta.dirname, '../../../schema/src/rules');

describe('rulesModule', () => {
  it.each(readdirSync(RULES).filter((file) => file.endsWith('.cjs')))(
    'turns %s into an ES module with the same exports',
    async (file) => {
      const path = join(RULES, file);
      const common = (await import(path)) as Record<string, unknown>;
      const esm = rulesModule(readFileSync(path, 'utf8'), path);
      expect(esm).not.toMatch(/module\.exports/);
      const module = (await import(`data:text/javascript,${encodeURIComponent(esm)}`)) as Record<string, unknown>;
      expect(Object.keys(module).sort()).toEqual(
        Object.keys(common)
          .filter((key) => key !== 'default')
          .sort(),
      );
    },
  );

  it('refuses a rules file it cannot turn, with the reason', () => {
    expect(() => rulesModule("const x = require('./y.cjs');\nmodule.exports = { x };", 'z.cjs')).toThrow(
      /z\.cjs: een regelbestand zonder require\(\)/,
    );
    expect(() => rulesModule('exports.a = 1;', 'z.cjs')).toThrow(/module\.exports = \{ \.\.\. \} aan het eind/);
  });
});
