// The app's labels: those every screen may show; each feature's screens add their own (add-labels.ts).
// The sign-in page's own entry starts i18next with its share: sign-in/i18n.ts.
import i18next from 'i18next';
import { appLabels } from './app-labels.ts';
import { setUpI18n } from './setup.ts';

setUpI18n(appLabels);

export default i18next;
