/** How the app reports a label key it has no words for (the browser tests fail on it). */
export const MISSING_LABEL_REPORT = 'A label is missing:';
