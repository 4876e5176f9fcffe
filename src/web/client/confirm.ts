/**
 * Safeguards against mis-taps on the cards (ADR 0088): the optional "confirm card" setting, kept
 * per browser (first tap selects a card, a second tap on the same card plays it), and one act at a
 * time — a card act is not sent again until the server has answered the last one and a moment has
 * passed (for a tap on the same hand), so a fast double-click, or a second tap landing on the card
 * that slid into the place of the one just played, sends nothing.
 */
const KEY = 'tablelaw.confirmCard';
/** How long after a card act another card tap is ignored even once answered (a double-click's span). */
const QUIET_MS = 600;
/** How long an unanswered card act holds the next back (a lost answer does not lock the hand). */
const WAIT_MS = 3000;

export type Tap = { readonly kind: 'send' } | { readonly kind: 'select' } | { readonly kind: 'ignore' };

export class CardGuard {
  private selectedKey: string | null = null;
  private sentAt = Number.NEGATIVE_INFINITY;
  private sentHand = '';
  private answered = true;

  constructor(
    private readonly store: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether cards are confirmed by a second tap (this browser's setting). */
  get confirming(): boolean {
    return this.store.getItem(KEY) === '1';
  }

  set confirming(on: boolean) {
    this.store.setItem(KEY, on ? '1' : '0');
    this.selectedKey = null;
  }

  /** The card selected and awaiting its second tap (`hand:card`), or null. */
  get selected(): string | null {
    return this.selectedKey;
  }

  /**
   * What to do with a tap on `card` of `hand`: send the act, select the card, or ignore the tap.
   * `deliberate`: the card was dragged to the table — no second tap is asked for.
   */
  tap(hand: string, card: string, deliberate = false): Tap {
    const t = this.now();
    // Unanswered: no card act at all; answered, a moment more for a tap on the same hand (a
    // double-click's second click lands on the card that took the played one's place).
    const busy =
      (!this.answered && t - this.sentAt < WAIT_MS) || (hand === this.sentHand && t - this.sentAt < QUIET_MS);
    if (busy) return { kind: 'ignore' };
    const key = `${hand}:${card}`;
    if (this.confirming && !deliberate && this.selectedKey !== key) {
      this.selectedKey = key;
      return { kind: 'select' };
    }
    this.selectedKey = null;
    this.sentAt = t;
    this.sentHand = hand;
    this.answered = false;
    return { kind: 'send' };
  }

  /** The server answered the last act (accepted or refused). */
  answer(): void {
    this.answered = true;
  }

  /** A selection no longer stands (the card left the hand, the table moved on). */
  clear(): void {
    this.selectedKey = null;
  }
}
