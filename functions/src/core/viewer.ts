/**
 * Who a request or a read is for (docs/product.md §6 Roles): the API learns it from the
 * `X-Authorization` token (http/caller.ts); visibility and blocks are decided for it
 * (store/visibility.ts, store/blocks.ts).
 */

/** Nobody (no token), a guest (the fixed guest token or an anonymous account), or a CatRep. */
export type Caller =
  | { kind: 'none' }
  | { kind: 'guest'; uid: string | null }
  | {
      kind: 'catrep';
      uid: string;
      verified: boolean;
      admin: boolean;
      /** Whether `users/{uid}` exists; checked for writes only (null: not checked). */
      hasProfile: boolean | null;
    };

/** A caller with a token: a guest or a CatRep. */
export type Viewer = Caller & { kind: 'guest' | 'catrep' };
