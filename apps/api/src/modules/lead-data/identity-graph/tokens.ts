// How keywords and intents are compared: lower-case words without filler words, singular, so
// "Dentists near me" and "dentist" meet.
const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'best',
  'by',
  'cheap',
  'for',
  'in',
  'local',
  'me',
  'my',
  'near',
  'of',
  'on',
  'the',
  'to',
  'top',
  'with',
]);

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function contentTokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set(words.filter((word) => !FILLER_WORDS.has(word)).map(singular))];
}
