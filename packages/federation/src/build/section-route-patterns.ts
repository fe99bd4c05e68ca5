import { readFileSync } from 'node:fs';
import { parseSync, type ESTree } from 'vite';

// The route patterns a section answers, read from its source (src/section.tsx) when it is built:
// the `path` of each route and the `from` of each redirect of its definition
// (`defineReactSection(tjasSection, { routes: [...], redirects: [...] })`). The build writes them
// into its manifest (`tjas.routes`), so they travel with the release and the server answers 404
// for an address under the section's prefix that none of them matches. Read from the source, not
// by running it: importing the section would run every page module (and its styles) in Node.

type Node = ESTree.Node;

/** A build error a section's author can act on (Dutch, like every message of the release path). */
export class SectionRoutesError extends Error {
  override name = 'SectionRoutesError';
}

/** The text of a string literal or a template without `${}`, else undefined. */
function literalText(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? undefined;
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return literalText(node.expression);
  return undefined;
}

function propertyName(property: Node): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : literalText(property.key);
}

/** The value of the property `name` of an object literal, or undefined. */
function propertyOf(object: ESTree.ObjectExpression, name: string): Node | undefined {
  for (const property of object.properties) {
    if (propertyName(property) === name && property.type === 'Property') return property.value;
  }
  return undefined;
}

/** The definition object of `export default defineXSection(meta, { routes, ... })`, also through a constant. */
function definitionObject(program: ESTree.Program): ESTree.ObjectExpression | undefined {
  const exported = program.body.find((statement) => statement.type === 'ExportDefaultDeclaration');
  if (exported?.type !== 'ExportDefaultDeclaration') return undefined;
  let value: Node = exported.declaration as Node;
  if (value.type === 'Identifier') {
    const name = value.name;
    for (const statement of program.body) {
      if (statement.type !== 'VariableDeclaration') continue;
      const declarator = statement.declarations.find((item) => item.id.type === 'Identifier' && item.id.name === name);
      if (declarator?.init) value = declarator.init;
    }
  }
  if (value.type !== 'CallExpression') return undefined;
  for (const argument of value.arguments) {
    if (argument.type === 'ObjectExpression' && propertyOf(argument, 'routes')) return argument;
  }
  return undefined;
}

/** The text of property `key` of each object in the array `list` (a route's `path`, a redirect's `from`). */
function textsOf(list: Node, key: string, what: string, file: string): string[] {
  if (list.type !== 'ArrayExpression')
    throw new SectionRoutesError(
      `${file}: schrijf de ${what} van de sectie als een lijst ([...]), zodat de build ze in de release kan zetten.`,
    );
  return list.elements.map((element) => {
    const text = element?.type === 'ObjectExpression' ? literalText(propertyOf(element, key)) : undefined;
    if (text === undefined)
      throw new SectionRoutesError(
        `${file}: schrijf elke ${key} van de ${what} als tekst ('uitslagen/:id'), niet als variabele of berekening: de build zet de paden in de release, zodat de site onbekende adressen met 404 beantwoordt.`,
      );
    return text;
  });
}

/**
 * The route patterns of the section whose source is `source` (file name `file` for messages):
 * each route's `path` and each redirect's `from`, in order, without doubles. Undefined when the
 * source has no section definition this can read (the release then names no routes, and the
 * server leaves every address under the prefix to the section). Throws a SectionRoutesError
 * when the definition's routes are there but not written as plain text.
 */
export function routePatternsOf(source: string, file: string): string[] | undefined {
  const parsed = parseSync(file, source);
  if (parsed.errors.length > 0) return undefined; // the build itself reports the syntax error
  const definition = definitionObject(parsed.program as ESTree.Program);
  if (!definition) return undefined;
  const routes = textsOf(propertyOf(definition, 'routes')!, 'path', 'routes', file);
  const redirects = propertyOf(definition, 'redirects');
  const froms = redirects ? textsOf(redirects, 'from', 'redirects', file) : [];
  return [...new Set([...routes, ...froms])];
}

/** routePatternsOf the section source file at `path`. */
export function sectionRoutePatterns(path: string): string[] | undefined {
  return routePatternsOf(readFileSync(path, 'utf8'), path);
}
