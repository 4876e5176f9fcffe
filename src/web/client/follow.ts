/**
 * A physical table's evening link in the console (`/#s=ID&n=N&k=TOKEN`, ADR 0109): the server
 * says which board the table plays now and the seat's token there
 * (`GET /api/sessions/ID/tables/N`, the token as the Bearer); the console joins that board and
 * asks again once it has ended, so one link follows the table through the evening.
 */

/** A follower's link as the fragment gives it. */
export type FollowLink = { readonly session: string; readonly table: string; readonly token: string };

/** Where the table is now, as the server answers. */
export type TableNow = {
  readonly table: number;
  readonly round: number;
  readonly board: number;
  readonly done: boolean;
  readonly t: string;
  readonly k: string;
};

/** How long the finished board's result stays on the screen before the next board opens (ms). */
export const FOLLOW_PAUSE = 3000;

/** The evening link in a fragment's parameters, or null (a board's own link, or none). */
export function followLinkOf(hash: URLSearchParams): FollowLink | null {
  const session = hash.get('s');
  const table = hash.get('n');
  const token = hash.get('k');
  if (hash.has('t') || session === null || table === null || token === null) return null;
  return { session, table, token };
}

/** Asks the server where the table is now; its reason when it refuses. */
export async function tableNow(
  link: FollowLink,
): Promise<{ ok: true; now: TableNow } | { ok: false; reason: string }> {
  try {
    const res = await fetch(
      `/api/sessions/${encodeURIComponent(link.session)}/tables/${encodeURIComponent(link.table)}`,
      { headers: { authorization: `Bearer ${link.token}` } },
    );
    const body = (await res.json()) as Partial<TableNow> & { error?: { message?: string } };
    if (!res.ok || typeof body.t !== 'string' || typeof body.k !== 'string')
      return { ok: false, reason: body.error?.message ?? String(res.status) };
    return { ok: true, now: body as TableNow };
  } catch {
    return { ok: false, reason: 'the server did not answer' };
  }
}
