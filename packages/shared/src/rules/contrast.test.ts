import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE } from '../constants.ts';
import {
  contrastErrors,
  contrastProblems,
  contrastRatio,
  formatRatio,
  sidebarTextColour,
} from './contrast.ts';

// WCAG 2.x relative luminance and contrast ratio (the known reference values).
describe('contrast ratio', () => {
  it.each([
    ['black on white', '#000000', '#ffffff', '21.00:1'],
    ['white on white', '#ffffff', '#ffffff', '1.00:1'],
    ['the grey that just passes AA', '#767676', '#ffffff', '4.54:1'],
    ['the grey that just fails AA', '#777777', '#ffffff', '4.47:1'],
    ['short hex', '#000', '#fff', '21.00:1'],
    ['order does not matter', '#ffffff', '#767676', '4.54:1'],
    ['the old Acme orange on white', '#e4572e', '#ffffff', '3.68:1'],
  ])('%s: %s on %s is %s', (_case, foreground, background, expected) => {
    expect(formatRatio(contrastRatio(foreground, background) as number)).toBe(expected);
  });

  it('is unknown for values that are not hex colours', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(contrastRatio('#ffffff', '#12345')).toBeNull();
  });

  it('cuts rather than rounds, so a refused ratio never reads as 4.50:1', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });
});

describe('sidebar text colour', () => {
  it.each([
    ['dark sidebar gets white text', '#1e293b', '#ffffff'],
    ['light sidebar gets dark text', '#f1f5f9', '#1f2937'],
  ])('%s', (_case, sidebar, text) => {
    expect(sidebarTextColour(sidebar)).toBe(text);
  });
});

const base = { ...DEFAULT_APPEARANCE };

// Issue 14 (part 1 §3 "Appearance settings"): text on its background needs WCAG AA 4.5:1.
describe('unreadable appearances are refused, naming the field and the ratio', () => {
  it.each([
    ['the defaults', {}, {}],
    ['the demo Acme look', { linkcolor: '#c2410c', templatecolor: '#f4f6fa', textcolor: '#1b1f24' }, {}],
    ['light grey text on white boxes', { textcolor: '#cccccc' }, { textcolor: '1.53:1' }],
    ['a dark template colour', { templatecolor: '#555555' }, { textcolor: '1.96:1', linkcolor: '1.44:1' }],
    ['yellow links', { linkcolor: '#ffd400' }, { linkcolor: '1.' }],
    ['a mid-grey sidebar no menu text reads on', { sidebarcolor: '#777777' }, { sidebarcolor: '4.47:1' }],
    ['a light sidebar with dark menu text', { sidebarcolor: '#f1f5f9' }, {}],
    [
      'several fields at once',
      { textcolor: '#eeeeee', linkcolor: '#eeeeee' },
      { textcolor: ':1', linkcolor: ':1' },
    ],
    ['a colour the schema refuses is left to the schema', { textcolor: 'red' }, {}],
  ])('%s', (_case, change, expected: Record<string, string>) => {
    const errors = contrastErrors({ ...base, ...change });
    expect(Object.keys(errors).sort()).toEqual(Object.keys(expected).sort());
    for (const [field, ratio] of Object.entries(expected)) {
      expect(errors[field]).toContain(ratio);
      expect(errors[field]).toContain('4.5:1');
    }
  });

  it('names the worst background of a field', () => {
    const [problem] = contrastProblems({ ...base, boxcolor: '#999999', templatecolor: '#333333' });
    expect(problem?.message).toContain('the page background colour');
  });
});
