// A LIKE/ILIKE pattern that matches text containing `search` literally (%, _ and \ escaped).
export const containsPattern = (search: string): string =>
  `%${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
