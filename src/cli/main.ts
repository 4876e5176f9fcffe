#!/usr/bin/env node
/** The `tablelaw` binary. */
import { COMMANDS } from './commands/index.js';
import { exitWith, PROCESS_IO } from './node-io.js';
import { runCli } from './run.js';

exitWith('tablelaw', runCli(process.argv.slice(2), PROCESS_IO, COMMANDS));
