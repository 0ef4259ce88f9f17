// How Report Analytics writes changes and shares.

/** A change in whole percent with its sign: +67%, −50%, 0%. */
export function changeText(percent: number): string {
  if (percent > 0) return `+${percent.toLocaleString('en-US')}%`;
  if (percent < 0) return `−${Math.abs(percent).toLocaleString('en-US')}%`;
  return '0%';
}

/** A part of a whole as a percentage with at most one decimal (null when the whole is nothing). */
export function shareText(part: number, whole: number): string | null {
  if (whole === 0) return null;
  return `${(Math.round((part / whole) * 1000) / 10).toLocaleString('en-US')}%`;
}

/** Green when up, red when down, grey when level or unknown. */
export const changeColor = (percent: number | null): string =>
  percent === null || percent === 0 ? 'gray' : percent > 0 ? 'teal' : 'red';
