#!/usr/bin/env node
/** The `tablelaw` binary. */
import { COMMANDS } from './commands/index.js';
import { exitWith, PROCESS_IO, watchStandardStreams } from './node-io.js';
import { runCli } from './run.js';

watchStandardStreams();
exitWith('tablelaw', runCli(process.argv.slice(2), PROCESS_IO, COMMANDS));
