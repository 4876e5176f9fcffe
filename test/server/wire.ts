/**
 * A table played over a real server's wire, and a check of what every seat was sent.
 *
 * `Sitting`: a table with four seat sockets and the director's, acts sent one at a time (each
 * answered before the next), downloads fetched with the seats' tokens between acts. `leaksOf`
 * then looks through every frame a seat received and every HTTP answer to its token for a card
 * it may not see at that moment — computed here from the record alone (the deal, the acts, the
 * director's account of where the play stands), independently of the server's `viewFor`.
 */
import { ALL_CARDS, type Card } from '../../src/core/card.js';
import { parseDeal } from '../../src/core/deal.js';
import type { Seat } from '../../src/core/seat.js';
import { Client, linkParts, type Message } from './helpers.js';

export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Who = Seat | 'director';
export type Links = { readonly director: string } & { readonly [S in Seat]: string };

/** The parts of a view the harness reads (src/server/engine.ts `TableView`). */
export type WireView = {
  readonly seq: number;
  readonly phase: string;
  readonly game: string;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly hands: Record<Seat, readonly Card[] | null>;
  readonly next: { readonly seat: string; readonly acts: readonly string[] } | null;
  readonly trick: { readonly plays: readonly { seat: Seat; card: Card }[] } | null;
  readonly lastTrick: unknown;
  readonly won: { readonly NS: number; readonly EW: number };
  readonly pending: {
    readonly chooser: readonly string[];
    readonly next: string;
    readonly options: readonly { id: string; card?: Card; suit?: string; hidden?: boolean }[];
    readonly findings: readonly { fact: string; default: string | number | boolean }[];
  } | null;
  readonly obligations: readonly { seat: string; kind: string; card?: Card }[];
  readonly irregularities: readonly { readonly kind: string; readonly status: string }[];
  readonly claim: { readonly seat: Seat; readonly kind?: string } | null;
};

/** What a seat received over HTTP: the text, and how many events the table had then. */
type Download = { readonly who: Seat; readonly seq: number; readonly status: number; readonly text: string };

export type Leak = {
  readonly who: Seat;
  readonly seq: number;
  readonly cards: readonly string[];
  readonly text: string;
};

/** A request carrying a link's token (downloads take it in the Authorization header). */
export const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

const CARD_IN_JSON = /"([CDHS][2-9TJQKA])"/g;
/** Every card id quoted in a JSON text, and every card of a PBN Deal tag's hands. */
export function cardsIn(text: string): Set<Card> {
  const found = new Set<Card>([...text.matchAll(CARD_IN_JSON)].map((m) => m[1] as Card));
  for (const deal of text.matchAll(/\[Deal "([^"]*)"\]/g)) {
    const parsed = parseDeal(deal[1] as string);
    if (parsed.ok) for (const s of SEATS) for (const c of parsed.value.hands[s] ?? []) found.add(c);
  }
  return found;
}

export class Sitting {
  /** The acts each link sent, by the id of its message (an error answer may name their cards). */
  readonly sent = new Map<Who, Map<number, unknown>>();
  readonly downloads: Download[] = [];
  /** Every frame the server answered with an error of kind `internal`/`internal-error`, or HTTP 5xx. */
  readonly serverErrors: string[] = [];
  actsSent = 0;
  /** The table's events as last downloaded by the director (set by `leaks`). */
  recorded: readonly Record<string, unknown>[] = [];
  private nextId = 1;

  private constructor(
    readonly url: string,
    readonly id: string,
    readonly links: Links,
    readonly clients: Record<Who, Client>,
  ) {}

  static async create(url: string, body: unknown): Promise<Sitting | string> {
    const res = await fetch(`${url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { id: string; links: Links; error?: { kind: string } };
    if (res.status !== 201) return `${res.status} ${JSON.stringify(answer)}`;
    return Sitting.join(url, answer.links, answer.id);
  }

  /** Every link of a table joined (a table already made: after a restart of the server, say). */
  static async join(url: string, links: Links, id = linkParts(links.director).table): Promise<Sitting> {
    const entries = await Promise.all(
      (['director', ...SEATS] as const).map(async (who) => {
        const client = await Client.connect(url);
        const { table, token } = linkParts(links[who]);
        const hello = await client.hello(table, token);
        if (hello.type !== 'state') throw new Error(`hello refused: ${JSON.stringify(hello)}`);
        return [who, client] as const;
      }),
    );
    return new Sitting(url, id, links, Object.fromEntries(entries) as Record<Who, Client>);
  }

  /** The latest view a link was sent. */
  view(who: Who): WireView {
    const messages = this.clients[who].messages;
    for (let i = messages.length - 1; i >= 0; i--)
      if (messages[i]?.type === 'state') return (messages[i] as Message)['view'] as WireView;
    throw new Error(`${who} has no view`);
  }

  /** Sends an act (or any message with an id) from `who`'s link; resolves with the answer. */
  async act(who: Who, event: unknown): Promise<Message> {
    const id = this.nextId++;
    const sent = this.sent.get(who) ?? new Map<number, unknown>();
    this.sent.set(who, sent);
    sent.set(id, event);
    this.actsSent++;
    const answer = await this.clients[who].request(
      { type: 'act', id, event },
      (m) => (m.type === 'ack' || m.type === 'error') && m['id'] === id,
    );
    this.note(answer);
    if (answer.type === 'ack') await this.caughtUp((answer['seq'] as number) + 1);
    return answer;
  }

  /** Waits until every link has been sent the view after `seq` events (acts stay in step). */
  async caughtUp(seq: number): Promise<void> {
    await Promise.all(
      (['director', ...SEATS] as const).map((who) =>
        this.view(who).seq >= seq
          ? undefined
          : this.clients[who].next((m) => m.type === 'state' && (m['view'] as WireView).seq >= seq),
      ),
    );
  }

  /** Sends a raw text frame from `who`'s link (garbage included); resolves with the answer if any. */
  async raw(who: Who, text: string, answered: boolean): Promise<void> {
    this.actsSent++;
    if (!answered) return this.clients[who].send(text);
    this.note(await this.clients[who].request(text, (m) => m.type === 'error' || m.type === 'replay'));
  }

  private note(m: Message): void {
    const kind = (m['error'] as { kind?: string } | undefined)?.kind;
    if (m.type === 'error' && (kind === 'internal' || kind === 'internal-error'))
      this.serverErrors.push(JSON.stringify(m));
  }

  /** A step-through replay asked by `who`. */
  async replay(who: Who, step: number): Promise<void> {
    await this.clients[who].request(
      { type: 'replay', step },
      (m) => m.type === 'replay' || m.type === 'error',
    );
  }

  /** Every seat downloads the record and the PBN with its own token. */
  async download(): Promise<void> {
    const seq = this.view('director').seq;
    for (const who of SEATS)
      for (const what of ['record', 'pbn'] as const) {
        const { table, token } = linkParts(this.links[who]);
        const res = await fetch(`${this.url}/api/tables/${table}/${what}`, bearer(token));
        const text = await res.text();
        if (res.status >= 500) this.serverErrors.push(`${what} ${res.status} ${text}`);
        this.downloads.push({ who, seq, status: res.status, text });
      }
  }

  /** Waits until every link has received everything sent to it so far (a replay round trip each). */
  async settle(): Promise<void> {
    const step = this.view('director').seq;
    await Promise.all((['director', ...SEATS] as const).map((who) => this.replay(who, step)));
  }

  close(): void {
    for (const c of Object.values(this.clients)) c.close();
  }

  /** The director's record, downloaded now. */
  async record(): Promise<Record<string, unknown> & { readonly events: readonly Record<string, unknown>[] }> {
    const { table, token } = linkParts(this.links.director);
    const res = await fetch(`${this.url}/api/tables/${table}/record`, bearer(token));
    return (await res.json()) as Record<string, unknown> & {
      readonly events: readonly Record<string, unknown>[];
    };
  }

  /** Every card a seat was sent but may not see (call after `settle`). */
  async leaks(): Promise<Leak[]> {
    const record = await this.record();
    this.recorded = record.events;
    const views = new Map<number, WireView>();
    for (const m of this.clients.director.messages)
      if (m.type === 'state') views.set((m['view'] as WireView).seq, m['view'] as WireView);
    const out: Leak[] = [];
    for (const who of SEATS) {
      const allowed = allowedCards(record, views, who);
      const sent = this.sent.get(who) ?? new Map<number, unknown>();
      const client = this.clients[who];
      let seq = 0;
      client.messages.forEach((m, i) => {
        if (m.type === 'state') seq = (m['view'] as WireView).seq;
        const text = client.texts[i] as string;
        const may = new Set(allowed(seq));
        // An error answering an act may repeat the cards that act named: the seat named them.
        if (m.type === 'error' && typeof m['id'] === 'number')
          for (const c of cardsIn(JSON.stringify(sent.get(m['id']) ?? null))) may.add(c);
        const cards = [...cardsIn(text)].filter((c) => !may.has(c));
        if (cards.length > 0) out.push({ who, seq, cards, text: text.slice(0, 2000) });
      });
      for (const d of this.downloads) {
        if (d.who !== who || d.status !== 200) continue;
        const may = allowed(d.seq);
        const cards = [...cardsIn(d.text)].filter((c) => !may.has(c));
        if (cards.length > 0) out.push({ who, seq: d.seq, cards, text: d.text.slice(0, 2000) });
      }
    }
    return out;
  }
}

/** Acts whose card (or cards) is faced, spoken or shown to the table when it is recorded. */
const PUBLIC_ACTS = new Set(['play', 'expose', 'withdraw', 'designate', 'elect']);

/**
 * The cards `seat` may see after the first `n` events of `record`: his own hand as dealt; the
 * euchre trump card turned; every card of an act that faces, shows or names it; dummy's hand
 * once the opening lead is faced and stands; a hand its owner laid face up; the penalty and
 * exposed cards lying face up (the director's view lists them); the cards in the trick and the
 * last trick (the judge may place a card there: Law 67B); under a WBF code, the claimer's hand
 * from his claim (Law 68C); every card once the board has ended. What has been seen stays seen.
 */
export function allowedCards(
  record: { readonly board?: unknown; readonly events: readonly Record<string, unknown>[] },
  views: ReadonlyMap<number, WireView>,
  seat: Seat,
): (n: number) => ReadonlySet<Card> {
  const board = record.board as { deal: string; upcard?: Card };
  const claimFaces = String((record as { readonly rulebook?: unknown }).rulebook ?? '').startsWith('wbf-');
  const deal = parseDeal(board.deal);
  if (!deal.ok) throw new Error(`the record's deal does not parse: ${deal.error.message}`);
  const dealt = (s: Seat): readonly Card[] => deal.value.hands[s] ?? [];
  const sets: Set<Card>[] = [];
  let seen = new Set<Card>([...dealt(seat), ...(board.upcard === undefined ? [] : [board.upcard])]);
  for (let n = 0; n <= record.events.length; n++) {
    const event = n === 0 ? undefined : record.events[n - 1];
    if (event !== undefined) {
      if (PUBLIC_ACTS.has(String(event['type']))) {
        if (typeof event['card'] === 'string') seen.add(event['card'] as Card);
        if (Array.isArray(event['cards'])) for (const c of event['cards'] as Card[]) seen.add(c);
      }
      if (event['type'] === 'face-hand') for (const c of dealt(event['seat'] as Seat)) seen.add(c);
    }
    const view = views.get(n);
    if (view !== undefined) {
      if (view.phase === 'ended') seen = new Set(ALL_CARDS);
      if (view.dummy !== null && leadStands(view)) for (const c of dealt(view.dummy)) seen.add(c);
      // WBF Law 68C: the claimer faces his hand (a concession faces nothing).
      if (claimFaces && view.claim !== null && view.claim.kind === 'claim')
        for (const c of dealt(view.claim.seat)) seen.add(c);
      // Penalty cards and exposed cards lie face up before their owners (the judge's account).
      for (const o of view.obligations)
        if ((o.kind === 'penalty-card' || o.kind === 'exposed-card') && o.card !== undefined)
          seen.add(o.card);
      // A card the judge places in a trick lies face up there, though no act named it: a short
      // hand's last card supplied to a defective trick (Law 67B), seen by the table as it is placed.
      const last = view.lastTrick as { readonly plays?: readonly { readonly card: Card }[] } | null;
      for (const p of [...(view.trick?.plays ?? []), ...(last?.plays ?? [])]) seen.add(p.card);
    }
    sets.push(new Set(seen));
  }
  return (n) => sets[Math.min(Math.max(0, n), sets.length - 1)] as Set<Card>;
}

/**
 * Whether the opening lead has been faced and stands (dummy then lies face up, Law 41): a trick
 * has been played to beyond its lead, or the lead was made in turn (by declarer's left-hand
 * opponent), or a lead out of turn awaits no decision (it was accepted).
 */
function leadStands(view: WireView): boolean {
  const plays = view.trick?.plays ?? [];
  if (view.lastTrick !== null || view.won.NS + view.won.EW > 0 || plays.length >= 2) return true;
  if (plays.length !== 1 || view.declarer === null) return false;
  const inTurn = plays[0]?.seat === SEATS[(SEATS.indexOf(view.declarer) + 1) % 4];
  return inTurn || view.pending === null;
}
