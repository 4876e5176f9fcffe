/**
 * The result of one benchmark: a measured figure and a reference measured in the same run, so
 * that the ratio (value ÷ reference) is comparable across machines.
 */
export type BenchResult = {
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  readonly reference: { readonly name: string; readonly value: number };
  /** `value / reference.value`. */
  readonly ratio: number;
  readonly notes: readonly string[];
};
