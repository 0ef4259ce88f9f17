// One human sentence per validation problem (issue 14): zod's own texts ("Too big: expected string
// to have <=120 characters", "Invalid input") never reach a user. A schema's own message wins; every
// other issue is worded here from its field's label, for the API's 422 answers and the web's forms
// alike (both parse with these schemas, and both load this module through @lead/shared).
import { z } from 'zod';

/** Labels of fields whose name does not read as words on its own. */
export const FIELD_LABELS: Record<string, string> = {
  leadspeek_api_id: 'Campaign ID',
  leadspeekApiId: 'Campaign ID',
  campaign_name: 'Campaign name',
  url_code: 'Website address',
  urlCode: 'Website address',
  url: 'Web address',
  idsys: 'Platform',
  ClientCompanyName: 'Company name',
  companyname: 'Company name',
  companyName: 'Company name',
  ClientFullName: 'Full name',
  ClientEmail: 'E-mail',
  ClientPhone: 'Phone',
  email: 'E-mail',
  phone: 'Phone',
  phonenum: 'Phone',
  zip_code: 'ZIP code',
  startDate: 'Start date',
  endDate: 'End date',
  cost_per_lead_cents: 'Cost per lead',
  d: 'Page view',
  c: 'Campaign key',
  v: 'Visitor ID',
  u: 'Page address',
  r: 'Referrer',
  t: 'Time',
};

const WORDS_OF_ABBREVIATIONS: Record<string, string> = { id: 'ID', url: 'URL', api: 'API', ip: 'IP' };

/** "companyName" and "company_name" → "Company name"; a list's item is labelled by its list. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (key === undefined) return 'This value';
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => WORDS_OF_ABBREVIATIONS[word] ?? word);
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'This value';
}

const count = (value: number | bigint, one: string, many: string) =>
  `${value.toLocaleString('en-US')} ${Number(value) === 1 ? one : many}`;

const KIND_OF_TYPE: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

const FORMAT_SENTENCES: Record<string, (label: string) => string> = {
  email: () => 'Enter a valid e-mail address.',
  url: (label) => `${label} must be a web address such as https://www.example.com.`,
  date: (label) => `${label} must be a date such as 2026-01-31.`,
  datetime: (label) => `${label} must be a date and time such as 2026-01-31T09:00:00Z.`,
  time: (label) => `${label} must be a time such as 09:30.`,
  starts_with: (label) => `${label} does not start as it should.`,
  ends_with: (label) => `${label} does not end as it should.`,
  includes: (label) => `${label} is missing a part it needs.`,
};

/** A value of an enum or literal, as the user would type it. */
const shown = (value: unknown) => (typeof value === 'string' ? `“${value}”` : String(value));

/** The sentence for one issue as zod raises it (before its message is set). */
export function issueSentence(issue: z.core.$ZodRawIssue): string {
  const label = fieldLabel(issue.path ?? []);
  const lower = label === 'This value' ? 'this value' : label;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      const kind = KIND_OF_TYPE[issue.expected] ?? 'a different kind of value';
      return `${label} must be ${kind}.`;
    }
    case 'too_big': {
      const max = issue.maximum;
      const inclusive = issue.inclusive !== false;
      switch (issue.origin) {
        case 'string':
          return `${label} must be at most ${count(inclusive ? max : Number(max) - 1, 'character', 'characters')}.`;
        case 'array':
        case 'set':
          return `${label} can hold at most ${count(inclusive ? max : Number(max) - 1, 'entry', 'entries')}.`;
        case 'file':
          return `${label} is too large.`;
        case 'date':
          return `${label} is too late.`;
        default:
          return inclusive
            ? `${label} must be at most ${max.toLocaleString('en-US')}.`
            : `${label} must be less than ${max.toLocaleString('en-US')}.`;
      }
    }
    case 'too_small': {
      const min = issue.minimum;
      const inclusive = issue.inclusive !== false;
      switch (issue.origin) {
        case 'string':
          return Number(min) <= 1 && inclusive
            ? `${label} is required.`
            : `${label} must be at least ${count(inclusive ? min : Number(min) + 1, 'character', 'characters')}.`;
        case 'array':
        case 'set':
          return Number(min) <= 1
            ? `Choose at least one ${singular(lower)}.`
            : `Choose at least ${count(min, 'entry', 'entries')} for ${lower}.`;
        case 'file':
          return `${label} is empty.`;
        case 'date':
          return `${label} is too early.`;
        default:
          return inclusive
            ? `${label} must be at least ${min.toLocaleString('en-US')}.`
            : `${label} must be more than ${min.toLocaleString('en-US')}.`;
      }
    }
    case 'invalid_format': {
      const format = issue.format as string;
      const sentence = FORMAT_SENTENCES[format];
      if (sentence) return sentence(label);
      return `${label} contains characters or a form that is not allowed here.`;
    }
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01
        ? `${label} can have at most two decimals.`
        : Number(issue.divisor) === 1
          ? `${label} must be a whole number.`
          : `${label} must be a multiple of ${issue.divisor.toLocaleString('en-US')}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Remove the field “${issue.keys[0]}”: it is not one this form takes.`
        : `Remove the fields ${issue.keys.map((key) => `“${key}”`).join(', ')}: they are not ones this form takes.`;
    case 'invalid_value':
      return issue.values.length <= 6
        ? `${label} must be one of ${issue.values.map(shown).join(', ')}.`
        : `Choose ${lower} from the list.`;
    case 'invalid_union':
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      return `${label} is not valid. Check it and try again.`;
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${label} is not valid. Check it and try again.`;
    default:
      return `${label} is not valid. Check it and try again.`;
  }
}

/** "Modules" → "module": a choice among several, named once. */
function singular(label: string): string {
  const lower = label.toLowerCase();
  return lower.endsWith('ies') ? `${lower.slice(0, -3)}y` : lower.endsWith('s') ? lower.slice(0, -1) : lower;
}

/** Words of zod's own messages that must never reach a user (the fuzz scans answers for them). */
export const VALIDATOR_JARGON =
  /\bexpected\b|Too big|Too small|Invalid input|Invalid option|Unrecognized key|Invalid string|Invalid type|received (?:undefined|null|string|number)/i;

// Every schema parsed anywhere words its issues here unless it gave its own message.
z.config({ customError: (issue) => issueSentence(issue) });
