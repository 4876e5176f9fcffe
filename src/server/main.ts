#!/usr/bin/env node
/**
 * The server on its own: `node dist/server/main.js [serve options]` is `tablelaw serve`
 * (e.g. `node dist/server/main.js --demo` for the README's first command).
 */
import { serveCommand } from '../cli/commands/serve.js';
import { exitWith, PROCESS_IO } from '../cli/node-io.js';

exitWith('tablelaw serve', serveCommand.run(process.argv.slice(2), PROCESS_IO));
