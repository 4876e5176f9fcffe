/**
 * What a code's `vocabulary.ts` adds to the table's open lists (its irregularity kinds and option
 * ids, by module augmentation; ADR 0077): each name of a list as a key.
 */
export type Each<T extends readonly string[]> = { readonly [K in T[number]]: true };
