// Swagger UI draws an example for each field of a request from its schema; for a pattern, a random
// string that matches it. Every text field carries the pattern that refuses control characters
// (contracts/common.ts), so each example body and query was noise ("*7y_Qvv%/.<A2j8…") that a
// developer pressing "Try it out" sent as is. A text field without an example of its own gets the
// word Swagger UI gives any other text field: "string". Likewise a whole number bounded only by
// JavaScript's safe range (zod's int) was drawn as -9007199254740991; it gets Swagger UI's 0.

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOwnExample = (schema: Schema) =>
  ['example', 'examples', 'enum', 'const', 'format', 'default'].some((key) => key in schema);

/** The example Swagger UI would draw as noise, or undefined when the schema's own is readable. */
function plainExample(schema: Schema): string | number | undefined {
  if (hasOwnExample(schema)) return undefined;
  if (typeof schema.pattern === 'string') return 'string';
  if (typeof schema.minimum === 'number' && schema.minimum <= Number.MIN_SAFE_INTEGER) return 0;
  return undefined;
}

function withExample(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExample);
  if (!isSchema(value)) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withExample(inner)]));
  const example = plainExample(copy);
  return example === undefined ? copy : { ...copy, example };
}

/** The document with a plain example on each field whose drawn one would be noise. */
export function withPlainExamples<Document extends object>(document: Document): Document {
  return withExample(document) as Document;
}
