// A Google spreadsheet is chosen by pasting its address or its id: the id is what the API takes.
const SHEET_URL = /\/spreadsheets\/d\/([a-zA-Z0-9_-]+)/;

export function sheetIdOf(input: string): string {
  const trimmed = input.trim();
  return SHEET_URL.exec(trimmed)?.[1] ?? trimmed;
}
