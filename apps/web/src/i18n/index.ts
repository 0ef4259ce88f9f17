// Every label of the app (the sign-in page's own entry starts i18next with its share: sign-in/i18n.ts).
import i18next from 'i18next';
import { en } from './en.ts';
import { setUpI18n } from './setup.ts';

setUpI18n(en);

export default i18next;
