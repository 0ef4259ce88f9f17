// URL rules that save spend (issue 25 item 3): per Site ID campaign, pages whose visitors are never
// identified (careers, support, the logged-in app) and, optionally, pages a visitor must have seen
// to become a lead. A visit stopped by them is never sent to the lead-data provider and never billed;
// the "why no lead" counts show it under its own reason.
//
// Patterns are not regular expressions: `*` stands for any run of characters and everything else is
// literal, matched case-insensitively against the page's path (no query, no fragment) by a two-pointer
// matcher that takes at most (path length × pattern length) steps: no pattern can make a page view slow. A pattern without `*` matches its
// path and everything below it: "/careers" matches "/careers" and "/careers/jobs/12".

export const PAGE_RULE_LIMITS = { patternsPerList: 50, patternLength: 200, wildcards: 10 } as const;

export type PageRules = { excluded: string[]; required: string[] };
export const NO_PAGE_RULES: PageRules = { excluded: [], required: [] };

/** Why a visit stopped at the page rules: the reasons the "why no lead" counts show. */
export const PAGE_RULE_REASONS = ['excluded-page', 'required-page-not-seen'] as const;
export type PageRuleReason = (typeof PAGE_RULE_REASONS)[number];

/** Why a pattern cannot be saved, as a sentence naming what to do; null when it can. */
export function pagePatternProblem(pattern: string): string | null {
  if (pattern.trim() === '') return 'Enter a page path, such as /careers or /blog/*.';
  if (pattern.length > PAGE_RULE_LIMITS.patternLength)
    return `"${pattern.slice(0, 40)}…" is too long: use at most ${PAGE_RULE_LIMITS.patternLength} characters.`;
  if (/[\s\p{Cc}]/u.test(pattern))
    return `"${pattern}" has a space or a control character: a page path has neither.`;
  if (!pattern.startsWith('/') && !pattern.startsWith('*'))
    return `"${pattern}" must start with / (a path on the campaign's site) or * (any path).`;
  if ((pattern.match(/\*/g)?.length ?? 0) > PAGE_RULE_LIMITS.wildcards)
    return `"${pattern}" has more than ${PAGE_RULE_LIMITS.wildcards} * wildcards.`;
  return null;
}

/** The path of a page address, lower-cased (what patterns are matched against); null if unreadable. */
export function pagePathOf(pageUrl: string | null | undefined): string | null {
  if (!pageUrl) return null;
  try {
    return new URL(pageUrl).pathname.toLowerCase();
  } catch {
    return null;
  }
}

/** `*` matches any run of characters: two pointers, backtracking only to the last star. */
function wildcardMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** Whether the pattern matches the path (from pagePathOf). */
export function pageMatches(pattern: string, path: string): boolean {
  const lower = pattern.toLowerCase();
  if (lower.includes('*')) return wildcardMatch(lower, path);
  const base = lower.endsWith('/') && lower.length > 1 ? lower.slice(0, -1) : lower;
  return path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
}

const anyMatches = (patterns: readonly string[], path: string | null) =>
  path !== null && patterns.some((pattern) => pageMatches(pattern, path));

/**
 * Whether the page rules stop a page view: its page is excluded, or the campaign requires pages and
 * the visitor has seen none of them (`seenPaths`: the paths of its page views on the campaign,
 * this one included).
 */
export function pageRuleStop(
  rules: PageRules,
  pagePath: string | null,
  seenPaths: readonly (string | null)[],
): PageRuleReason | null {
  if (anyMatches(rules.excluded, pagePath)) return 'excluded-page';
  if (rules.required.length > 0 && !seenPaths.some((path) => anyMatches(rules.required, path)))
    return 'required-page-not-seen';
  return null;
}

/** Whether a campaign has any page rule (most have none: the pipeline skips them at no cost). */
export const hasPageRules = (rules: PageRules | null | undefined): rules is PageRules =>
  !!rules && (rules.excluded.length > 0 || rules.required.length > 0);
