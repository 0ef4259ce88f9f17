// A feature's labels join i18next when the feature's code loads: each en-*.ts file of a feature calls
// addLabels, and every file that names one of its keys imports that file (add-labels.test.ts checks),
// so a lazy screen brings its words with it and the dashboard's first load carries only its own.
import { FALLBACK_LOCALE } from '@lead/shared';
import i18next from 'i18next';
import type { Resources } from './en.ts';

const beforeStart: Partial<Resources>[] = [];

export function addLabels(labels: Partial<Resources>): void {
  // i18next keeps its labels once it has started; a module evaluated before that waits for it.
  if (i18next.store) i18next.addResourceBundle(FALLBACK_LOCALE, 'translation', labels, true, false);
  else beforeStart.push(labels);
}

/** The labels added before i18next started, for its start. */
export const labelsAddedBeforeStart = (): Partial<Resources>[] => beforeStart.splice(0);
