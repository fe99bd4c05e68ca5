#!/usr/bin/env node
// `pnpm release:section`: the release command, compiled to one JavaScript file (again when its
// sources changed) and run with plain node; see compiled-cli.js.
import { pathToFileURL } from 'node:url';
import { cliPaths, compiledCli } from './compiled-cli.js';

await import(pathToFileURL(await compiledCli(cliPaths('release-section'))).href);
