import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Features may use each other (through index.ts, a lint rule), but never in a loop: a loop of
// features (layouts -> sections -> errors -> layouts, once) means none of them can be understood
// or moved on its own. The lint's import-x/no-cycle sees loops of modules only; this sees loops of
// features, in the shell and in every section.

const ROOT = resolve(import.meta.dirname, '../..');
type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Which feature uses which, from every import (static and dynamic) of the features' own files. */
function featureGraph(featuresDir: string): Graph {
  const graph: Graph = new Map();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const uses = new Set<string>();
    graph.set(feature.name, uses);
    for (const file of sourceFiles(join(featuresDir, feature.name))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const [used] = relative(featuresDir, resolve(dirname(file), fileName)).split(sep);
        if (used && used !== '..' && used !== feature.name) uses.add(used);
      }
    }
  }
  return graph;
}

/** Every loop in the graph, each once, written from its alphabetically first feature. */
function loops(graph: Graph): string[] {
  const found = new Set<string>();
  const walk = (path: string[]): void => {
    for (const next of graph.get(path.at(-1)!) ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) {
        const loop = path.slice(start);
        const first = loop.indexOf([...loop].sort()[0]!);
        const turned = [...loop.slice(first), ...loop.slice(0, first)];
        found.add([...turned, turned[0]].join(' -> '));
      } else walk([...path, next]);
    }
  };
  for (const feature of graph.keys()) walk([feature]);
  return [...found].sort();
}

const apps = [
  'shell/src/features',
  ...readdirSync(join(ROOT, 'remotes'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `remotes/${entry.name}/src/features`),
];

describe('features', () => {
  it.each(apps)('in %s use each other without a loop', (dir) => {
    const graph = featureGraph(join(ROOT, dir));
    expect(graph.size).toBeGreaterThan(0);
    expect(loops(graph)).toEqual([]);
  });

  it('are read from the imports: the shell\u2019s layouts use sections, and nothing uses the app layer', () => {
    const graph = featureGraph(join(ROOT, 'shell/src/features'));
    expect(graph.get('layouts')).toContain('sections');
    expect([...graph.values()].some((uses) => uses.has('app'))).toBe(false);
  });

  it('loops are found, each once, however they are entered', () => {
    const graph: Graph = new Map([
      ['layouts', new Set(['sections', 'theme'])],
      ['sections', new Set(['errors'])],
      ['errors', new Set(['layouts'])],
      ['theme', new Set()],
      ['a', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual(['a -> a', 'errors -> layouts -> sections -> errors']);
  });
});
