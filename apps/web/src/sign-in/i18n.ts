// The sign-in page starts i18next with the visitor labels only, and the accessible names the theme
// gives its controls (brand-theme.ts).
import { accessibility } from '../i18n/en-accessibility.ts';
import { visitorLabels } from '../i18n/en-visitor.ts';
import { setUpI18n } from '../i18n/setup.ts';

setUpI18n({ ...visitorLabels, accessibility });
