import { DEFAULT_APPEARANCE } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { safeAppearance } from './brand-theme.ts';

describe('saved appearance is agency input and is cleaned before it reaches CSS', () => {
  it('keeps hex colours and drops anything else', () => {
    const cleaned = safeAppearance({
      sidebarcolor: '#1f3a5f',
      templatecolor: 'red; background: url(x)',
      boxcolor: '#fff',
      textcolor: '',
      linkcolor: ' #E4572E ',
      fonttheme: 'Inter"; color: red',
    });
    expect(cleaned).toEqual({
      sidebarcolor: '#1f3a5f',
      templatecolor: DEFAULT_APPEARANCE.templatecolor,
      boxcolor: '#fff',
      textcolor: DEFAULT_APPEARANCE.textcolor,
      linkcolor: '#E4572E',
      fonttheme: 'Inter color red',
    });
  });
});
