import { describe, expect, it } from 'vitest';
import { changeColor, changeText, shareText } from './analytics-format.ts';

describe('Report Analytics writes a change with its sign', () => {
  it.each<[number, string, string]>([
    [67, '+67%', 'teal'],
    [-50, '−50%', 'red'],
    [0, '0%', 'gray'],
    [1250, '+1,250%', 'teal'],
  ])('%i → %s in %s', (percent, text, color) => {
    expect(changeText(percent)).toBe(text);
    expect(changeColor(percent)).toBe(color);
  });

  it('has no colour for a change that cannot be computed', () => {
    expect(changeColor(null)).toBe('gray');
  });
});

describe('and a share with at most one decimal', () => {
  it.each<[number, number, string | null]>([
    [1, 3, '33.3%'],
    [2, 2, '100%'],
    [0, 5, '0%'],
    [1, 8, '12.5%'],
    [3, 0, null],
  ])('%i of %i → %s', (part, whole, text) => {
    expect(shareText(part, whole)).toBe(text);
  });
});
