// Autocomplete (part 1 §5, §7 GET /{category}/autocomplete/{searchtext}): 3 characters at least.
import { z } from 'zod';
import { TIMINGS } from '../constants.ts';
import { text } from './common.ts';

/** Industries a company can pick; ids are stable, names are what people read. */
export const INDUSTRIES = [
  { id: 'marketing', name: 'Marketing and advertising' },
  { id: 'automotive', name: 'Automotive' },
  { id: 'education', name: 'Education' },
  { id: 'finance', name: 'Financial services' },
  { id: 'health', name: 'Health care' },
  { id: 'home', name: 'Home services' },
  { id: 'insurance', name: 'Insurance' },
  { id: 'legal', name: 'Legal services' },
  { id: 'real_estate', name: 'Real estate' },
  { id: 'retail', name: 'Retail and e-commerce' },
  { id: 'software', name: 'Software and technology' },
  { id: 'other', name: 'Other' },
] as const;

export const AUTOCOMPLETE_CATEGORIES = ['industry', 'city'] as const;

export const autocompleteParams = z.object({
  category: z.enum(AUTOCOMPLETE_CATEGORIES),
  searchtext: text
    .trim()
    .min(TIMINGS.autocompleteMinChars, `Type at least ${TIMINGS.autocompleteMinChars} characters.`)
    .max(60),
});

export const autocompleteResponse = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string(), detail: z.string().nullable() })),
});
export type AutocompleteResult = z.infer<typeof autocompleteResponse>['results'][number];

/** Search starts at 3 characters (part 1 §5). */
export const autocompleteReady = (text: string): boolean =>
  text.trim().length >= TIMINGS.autocompleteMinChars;

/** A single result is picked for the person (part 1 §5). */
export const autoSelected = (results: readonly AutocompleteResult[]): AutocompleteResult | null =>
  results.length === 1 ? (results[0] ?? null) : null;
