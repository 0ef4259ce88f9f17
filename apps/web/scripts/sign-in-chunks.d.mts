/** The sign-in page's start-up files (built paths under dist, such as assets/…js), entry first. */
export function signInStartFiles(distDir: string): string[];
