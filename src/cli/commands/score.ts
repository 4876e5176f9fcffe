/** `tablelaw score`: the duplicate score of a contract (Law 77), with its parts. */
import { type Vulnerability, vulnerabilityNamed } from '../../core/board.js';
import { isSeat, SIDE_OF } from '../../core/seat.js';
import { makeContract, parseContract } from '../../games/contract-bridge/call.js';
import { BOOK, scoreContract } from '../../games/contract-bridge/score-duplicate.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';

const HELP = `tablelaw score — the duplicate score of a contract (Law 77)

Usage: tablelaw score CONTRACT DECLARER TRICKS [--vul V] [--json]

  CONTRACT   4S, 3NT, 2HX, 6CXX, or Pass
  DECLARER   N, E, S or W
  TRICKS     tricks won by declarer (0..13), or the result against the contract:
             = (made exactly), +1 (one overtrick), -2 (two down)
  --vul V    None (default), NS, EW or All (Both); yes/no say whether declarer's side is
  --json     the score as JSON: { contract, declarer, tricks, vulnerable, detail, score }

Examples:
  tablelaw score 4S S 11 --vul NS     # 650
  tablelaw score 3NTX W -2 --vul All  # NS +500
`;

const OPTIONS = {
  vul: { type: 'string' },
  json: { type: 'boolean' },
} as const;

export const scoreCommand: Command = {
  name: 'score',
  summary: 'the duplicate score of a contract (Law 77)',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(
      io,
      { name: 'score', help: HELP },
      args.map((a) => (/^-\d{1,2}$/.test(a) ? `\u2212${a.slice(1)}` : a)),
      OPTIONS,
      true,
    );
    if (typeof parsed === 'number') return parsed;
    const { values: v, positionals } = parsed;
    if (positionals.length !== 3) return usageError(io, 'score', 'needs CONTRACT DECLARER TRICKS');
    const [contractText, declarerText, tricksText] = positionals as [string, string, string];
    const declarer = declarerText.toUpperCase();
    if (!isSeat(declarer)) return invalid(io, `"${declarerText}" is not a seat (N, E, S or W)`);
    const contract = parseContract(contractText, declarer);
    if (!contract.ok)
      return invalid(io, `"${contractText}" is not a contract (as 4S, 3NT, 2HX, 6CXX or Pass)`);
    const vul = vulnerabilityOf(v.vul ?? 'None', declarer);
    if (vul === null) return invalid(io, `--vul is None, NS, EW, All, yes or no, not "${v.vul}"`);
    const tricks = tricksOf(tricksText, contract.value?.level ?? 0);
    if (tricks === null) return invalid(io, `"${tricksText}" is not a trick count (0..13, =, +N or -N)`);
    const scored = scoreContract(contract.value, tricks, vul);
    if (!scored.ok) {
      const e = scored.error;
      return invalid(
        io,
        e.kind === 'tricks-out-of-range' ? `declarer cannot take ${e.tricks} tricks` : e.kind,
      );
    }
    const s = scored.value;
    if (v.json) {
      io.out(
        `${JSON.stringify(
          {
            contract: s.contract === null ? 'Pass' : makeContract(s.contract),
            declarer,
            tricks,
            vulnerable: s.vulnerable,
            detail: s.detail,
            score: s.score,
          },
          null,
          2,
        )}\n`,
      );
      return EXIT_OK;
    }
    if (s.contract === null) {
      io.out('Passed out: no score.\n');
      return EXIT_OK;
    }
    const d = s.detail;
    const need = s.contract.level + BOOK;
    const outcome =
      tricks >= need ? (tricks === need ? 'made' : `made +${tricks - need}`) : `down ${need - tricks}`;
    const lines = [
      `${makeContract(s.contract)} by ${declarer}, ${tricks} tricks (${outcome}), ${s.vulnerable ? 'vulnerable' : 'not vulnerable'}`,
      ...(
        [
          ['trick score', d.trickScore],
          ['overtricks', d.overtricks],
          ['bonus for making a doubled contract', d.insult],
          ['part-score or game bonus', d.partScoreOrGame],
          ['slam bonus', d.slam],
          ['undertricks', d.undertricks],
        ] as const
      )
        .filter(([, n]) => n !== 0)
        .map(([label, n]) => `  ${label.padEnd(36)}${String(n).padStart(6)}`),
      `  ${'total to declarer'.padEnd(36)}${String(d.total).padStart(6)}`,
      `NS ${s.score.NS}   EW ${s.score.EW}   (declarer's side: ${SIDE_OF[declarer]})`,
    ];
    io.out(`${lines.join('\n')}\n`);
    return EXIT_OK;
  },
};

function invalid(io: Io, message: string): number {
  io.err(`tablelaw score: ${message}\n`);
  return EXIT_INVALID;
}

/** A vulnerability by its name, or "yes"/"no" for declarer's side. */
function vulnerabilityOf(text: string, declarer: 'N' | 'E' | 'S' | 'W'): Vulnerability | null {
  const answer = text.toLowerCase();
  if (answer === 'yes') return SIDE_OF[declarer];
  if (answer === 'no') return 'None';
  return vulnerabilityNamed(text);
}

function tricksOf(text: string, level: number): number | null {
  if (text === '=') return level + BOOK;
  if (/^[+-]\d{1,2}$/.test(text)) return level + BOOK + Number(text);
  if (/^\u2212\d{1,2}$/.test(text)) return level + BOOK - Number(text.slice(1));
  if (/^\d{1,2}$/.test(text)) return Number(text);
  return null;
}
