import { useTranslation } from 'react-i18next';
import type { en } from '../../i18n/en.ts';
import { ShellPage } from './shell-page.tsx';

type PageTitleKey = `pages.${Exclude<keyof (typeof en)['pages'], 'moduleDashboard'>}`;

/** A shell page whose heading is one of the fixed page names. */
export function NamedShellPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return <ShellPage title={t(titleKey)} />;
}
