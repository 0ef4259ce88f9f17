// A badge in a narrow table cell or beside a name must keep its whole word: Mantine's badge label
// cuts itself off with an ellipsis when the column is squeezed ("TE…" for TEST).
export const WHOLE_BADGE = { flexShrink: 0, minWidth: 'max-content' } as const;
