// The sign-in page starts i18next with the visitor labels only.
import { visitorLabels } from '../i18n/en-visitor.ts';
import { setUpI18n } from '../i18n/setup.ts';

setUpI18n(visitorLabels);
