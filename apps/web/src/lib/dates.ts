// A day as the lists show it ("Nov 30, 2026"), in the reader's own language and zone.
export const mediumDate = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
