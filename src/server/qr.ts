/**
 * QR codes of a table's seat links, for the players' phones: drawn as SVG by the `qrcode` package
 * (npm, MIT) — this project writes no encoder. Made once per table and kept while the table is
 * in memory; the console shows them beside each link's copy button.
 */
import QRCode from 'qrcode';
import { SEATS, type Seat } from '../core/seat.js';

export type SeatCodes = { readonly [S in Seat]: string };

const made = new WeakMap<object, Promise<SeatCodes>>();

/** One QR code as SVG text: a square of dark modules on white, one module of margin. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The QR codes of each seat's link of the table `key` (made once for it). */
export function seatCodes(key: object, links: { readonly [S in Seat]: string }): Promise<SeatCodes> {
  let codes = made.get(key);
  if (codes === undefined) {
    codes = Promise.all(SEATS.map((s) => qrSvg(links[s]))).then(([N, E, S, W]) => ({
      N: N as string,
      E: E as string,
      S: S as string,
      W: W as string,
    }));
    made.set(key, codes);
  }
  return codes;
}

const eveningMade = new WeakMap<object, Promise<readonly { readonly [who: string]: string }[]>>();

/**
 * The QR codes of a session's evening links (ADR 0109): for each physical table, in the order
 * given, one a link (its seats' and its director's). Made once for the session `key`, so the room,
 * which asks for its links again and again, costs the server no new drawing.
 */
export function eveningCodes(
  key: object,
  follow: readonly { readonly links: { readonly [who: string]: string } }[],
): Promise<readonly { readonly [who: string]: string }[]> {
  let codes = eveningMade.get(key);
  if (codes === undefined) {
    codes = Promise.all(
      follow.map(async (f) =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(f.links).map(async ([who, link]) => [who, await qrSvg(link)] as const),
          ),
        ),
      ),
    );
    eveningMade.set(key, codes);
  }
  return codes;
}
