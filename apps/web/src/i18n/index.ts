// i18next with English as the fallback locale (part 1 §9); only English labels exist so far.
import { FALLBACK_LOCALE } from '@lead/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: navigator.language,
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;
