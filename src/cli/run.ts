/** The dispatcher: `tablelaw <command> [args]`, `--help`, `--version`. Pure over `Io`. */
import { type Command, EXIT_OK, EXIT_USAGE, type Io } from './command.js';

export const VERSION = '0.1.0';

export function mainHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'tablelaw — the laws of card play, executable',
    '',
    'Usage: tablelaw <command> [options]      tablelaw <command> --help',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Exit codes: 0 success, 1 usage error, 2 invalid input.',
    '',
  ].join('\n');
}

export async function runCli(argv: readonly string[], io: Io, commands: readonly Command[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? commands.find((c) => c.name === rest[0]) : undefined;
    io.out(topic ? topic.help : mainHelp(commands));
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${VERSION}\n`);
    return EXIT_OK;
  }
  const command = commands.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`tablelaw: unknown command "${name}"\n\n${mainHelp(commands)}`);
    return EXIT_USAGE;
  }
  return command.run(rest, io);
}
