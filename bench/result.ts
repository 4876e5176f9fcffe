/**
 * The result of one benchmark: a measured figure and a reference, so that the ratio
 * (value ÷ reference) is comparable across machines. The reference is measured in the same run
 * unless it says otherwise: a figure whose reference could not be run here (DDS not installed)
 * says where its stored reference came from, and is printed as such.
 */
export type ReferenceKind = 'same run' | `stored (${string})`;

export type BenchResult = {
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  readonly reference: {
    readonly name: string;
    readonly value: number;
    /** How the reference was obtained; absent means `same run`. */
    readonly kind?: ReferenceKind;
  };
  /** `value / reference.value`. */
  readonly ratio: number;
  readonly notes: readonly string[];
};
