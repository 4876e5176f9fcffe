/**
 * `Result` — the value every boundary returns. Errors are data; exceptions are kept for bugs
 * (broken invariants), never for control flow.
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** Maps the value of a successful result. */
export function mapResult<T, U, E>(result: Result<T, E>, f: (value: T) => U): Result<U, E> {
  return result.ok ? ok(f(result.value)) : result;
}

/** Chains a computation that may fail. */
export function andThen<T, U, E>(result: Result<T, E>, f: (value: T) => Result<U, E>): Result<U, E> {
  return result.ok ? f(result.value) : result;
}

/** Thrown only for a broken invariant: a bug in tablelaw, never bad input. */
export class InvariantError extends Error {
  override readonly name = 'InvariantError';
}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}

/** Unwraps a result that the caller has proven cannot fail (tests, built-in examples). */
export function expectOk<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new InvariantError(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}
