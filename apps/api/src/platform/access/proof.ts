// A proof that the caller may reach a row: the row (or just its id) branded with a symbol that only
// this folder can attach. Functions that read or write by id take the proof, so the access check
// cannot be skipped: a raw number does not compile, and `as InScope` outside platform/access/ fails
// the tenant-queries test.

declare const proven: unique symbol;

/** What a proof can be about; each kind has its own scope helper file next to this one. */
export type ScopeKind =
  | 'company'
  | 'user'
  | 'campaign'
  | 'count'
  | 'held-lead'
  | 'lead'
  | 'invoice'
  | 'integration'
  | 'delivery'
  | 'enrichment-job';

/** The id of a row of `K` that the caller was shown to reach. */
export type InScope<K extends ScopeKind> = { readonly id: number; readonly [proven]: K };

/** A whole row that carries its proof, so callers keep reading its columns. */
export type Proven<Row extends { id: number }, K extends ScopeKind> = Row & InScope<K>;

/** Attaches the brand. Only the scope helpers of platform/access/ call this (the test checks it). */
export function prove<Row extends { id: number }, K extends ScopeKind>(_kind: K, row: Row): Proven<Row, K> {
  return row as Proven<Row, K>;
}
