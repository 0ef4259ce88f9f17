// i18next with English as the fallback locale (part 1 §9); only English labels exist so far.
import { FALLBACK_LOCALE } from '@lead/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Starts i18next with `labels`: every label in the app, or the sign-in page's share of them. */
export function setUpI18n(labels: Partial<typeof en>): void {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: labels } },
    lng: navigator.language,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next prints an advertisement on start, in browsers and in the build's prerender step.
    showSupportNotice: false,
  });
}
