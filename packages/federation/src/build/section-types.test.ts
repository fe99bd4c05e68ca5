import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionTypesText } from './section-types.ts';

// The types a standard remote ships (mf/section.d.ts) are the section contract written out: a
// host type-checked against them accepts exactly what the shell accepts.
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'section-types-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The type checker's errors for `check` (a host's file) beside the shipped types of sport. */
async function errorsOf(check: string): Promise<string[]> {
  await writeFile(join(dir, 'section.d.ts'), sectionTypesText('sport'));
  await writeFile(join(dir, 'check.ts'), check);
  const program = ts.createProgram([join(dir, 'section.d.ts'), join(dir, 'check.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    typeRoots: [resolve('node_modules/@types')],
    paths: { react: [resolve('packages/federation/node_modules/@types/react')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the types of a section build', () => {
  it('declare tjas_<name>/section as the section contract, both ways', async () => {
    const contract = resolve('packages/federation/src/section-contract.ts');
    expect(
      await errorsOf(`
import contract from 'tjas_sport/section';
import type { SectionContract as Shipped } from 'tjas_sport/section';
import type { SectionContract as Real } from ${JSON.stringify(contract)};
export const fromShipped: Real = contract;
export const toShipped = (real: Real): Shipped => real;
export const paths: string[] = contract.routes.map((route) => route.path);
`),
    ).toEqual([]);
  }, 30_000);

  it('catch a host that uses the contract wrongly', async () => {
    const errors = await errorsOf(`
import contract from 'tjas_sport/section';
export const wrong: number = contract.routes[0]!.path;
`);
    expect(errors.join('\n')).toMatch(/not assignable to type 'number'/);
  }, 30_000);
});
