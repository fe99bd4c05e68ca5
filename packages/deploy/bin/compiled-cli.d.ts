// The types of compiled-cli.js (plain JavaScript: it runs before anything is compiled), for its tests.

export interface CliPaths {
  /** The command's TypeScript entry. */
  entry: string;
  /** The compiled file; as deep as `src/`, so paths made from its import.meta.url stay right. */
  outFile: string;
  /** Its sources and their hash, written after each compile. */
  stampFile: string;
  /** Files copied next to outFile, which it loads at run time. */
  beside: readonly string[];
}

export function cliPaths(name: string): CliPaths;
export function isFresh(paths: CliPaths): Promise<boolean>;
export function compile(paths: CliPaths): Promise<void>;
export function compiledCli(paths: CliPaths): Promise<string>;
