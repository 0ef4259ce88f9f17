// i18next with English as the fallback locale (part 1 §9); only English labels exist so far.
import { FALLBACK_LOCALE } from '@lead/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { labelsAddedBeforeStart } from './add-labels.ts';
import type { Resources } from './en.ts';
import { MISSING_LABEL_REPORT } from './missing-label.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

/**
 * Starts i18next with `labels`: the app's own (each feature adds its labels as it loads), or the
 * sign-in page's share of them. A key without words is reported on the console, where the browser
 * tests read it, instead of showing the key alone.
 */
export function setUpI18n(labels: Partial<Resources>): void {
  void i18next.use(initReactI18next).init({
    resources: { [FALLBACK_LOCALE]: { translation: labels } },
    lng: navigator.language,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key, _fallback, _update, options) => {
      // A call that names its own default (an unknown status shown as it is) expects to miss.
      if (options?.defaultValue === undefined) console.error(`${MISSING_LABEL_REPORT} ${key}`);
    },
    // i18next prints an advertisement on start, in browsers and in the build's prerender step.
    showSupportNotice: false,
  });
  for (const added of labelsAddedBeforeStart())
    i18next.addResourceBundle(FALLBACK_LOCALE, 'translation', added, true, false);
}
