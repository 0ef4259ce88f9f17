// SOQL string literals. Salesforce's SOQL reference lists the escapes of a quoted string: a
// backslash, a single or double quote and the control characters are escaped with a backslash, so
// a visitor's e-mail address (o'brien@…) can never end the literal and change the query.

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '"': '\\"',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/** `value` as a quoted SOQL string literal. */
export function soqlString(value: string): string {
  return `'${value.replace(/[\\'"\n\r\t\b\f]/g, (character) => ESCAPES[character] ?? character)}'`;
}
