/**
 * Human messages for error data, made in one place (ADR 0004). English for now; the law texts
 * carry their own translations.
 */
import type { DealDefect } from '../core/deal.js';
import { SEAT_NAMES } from '../core/seat.js';
import type { PbnError } from '../notation/pbn/syntax.js';

export function describeDealDefect(d: DealDefect): string {
  switch (d.kind) {
    case 'duplicate-card':
      return `${d.card} is held by ${d.seats.map((s) => SEAT_NAMES[s]).join(' and ')}`;
    case 'hand-size':
      return `${SEAT_NAMES[d.seat]} holds ${d.size} cards, not ${d.expected}`;
    case 'unequal-hands':
      return `the hands differ in size (N ${d.sizes.N}, E ${d.sizes.E}, S ${d.sizes.S}, W ${d.sizes.W})`;
    case 'missing-cards':
      return `nobody holds ${d.cards.join(' ')}`;
    case 'card-not-in-pack':
      return `${SEAT_NAMES[d.seat]} holds ${d.card}, which is not in the pack`;
    case 'unknown-hand':
      return `${SEAT_NAMES[d.seat]}'s hand is not given`;
  }
}

export function describePbnError(e: PbnError): string {
  const where = `line ${e.line}, column ${e.column}`;
  switch (e.kind) {
    case 'pbn-syntax':
    case 'deal-syntax':
    case 'auction':
    case 'play':
      return `${where}: ${e.message}`;
    case 'unterminated-string':
      return `${where}: the string is not closed with "`;
    case 'unterminated-tag':
      return `${where}: the tag [${e.name} is not closed with ]`;
    case 'unterminated-comment':
      return `${where}: the comment { is not closed with }`;
    case 'tag-without-value':
      return `${where}: the tag [${e.name}] has no value`;
    case 'tag-value':
      return `${where}: [${e.tag} "${e.value}"]: ${e.message}`;
    case 'missing-tag':
      return `${where}: the tag ${e.tag} is missing`;
    case 'deal-invalid':
      return `${where}: the deal is not valid: ${e.defects.map(describeDealDefect).join('; ')}`;
    case 'call-syntax':
      return `${where}: "${e.text}" is not a call (P, X, XX, 1C … 7NT)`;
    case 'card-syntax':
      return `${where}: "${e.text}" is not a card (suit then rank, as SA or HT)`;
  }
}
