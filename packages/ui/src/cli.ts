#!/usr/bin/env node
/// <reference types="node" />
/** The package's command line: `npx @inclusion/ui check-theme theme.css`. */
import { readFileSync } from 'node:fs';
import { runCheckThemeCli } from './tokens/check-theme-cli.js';

const { code, output } = runCheckThemeCli(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
(code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
process.exitCode = code;
