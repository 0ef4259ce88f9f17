// How long a copy button says "Copied" after a copy (the theme's default for every CopyButton). Mantine's one second is easy to miss when the
// eye is on the value just copied; two and a half are long enough to read and short enough that a
// second copy still shows its own confirmation.
export const COPIED_FEEDBACK_MS = 2500;
