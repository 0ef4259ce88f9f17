// What a production start (NODE_ENV=production) refuses to run without, each with what to set. The
// demo's conveniences are unsafe there: the embedded database on the app's own disk, mail that only
// lands in a table nobody may read, and secrets encrypted with a key only one machine holds.
import type { Config } from './config.ts';

export type ProductionProblem = { setting: string; why: string };

export function productionProblems(config: Config): ProductionProblem[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: ProductionProblem[] = [];
  if (!config.DATABASE_URL)
    problems.push({
      setting: 'DATABASE_URL',
      why: 'production keeps its data in a PostgreSQL server of its own (with backups), not the embedded one',
    });
  if (!config.SMTP_URL)
    problems.push({
      setting: 'SMTP_URL',
      why: 'invitations, password resets and invoices must reach people (the outbox page is off in production)',
    });
  if (!config.SECRETS_KEY)
    problems.push({
      setting: 'SECRETS_KEY',
      why: 'stored secrets must open on every server that shares the database (32 characters or more)',
    });
  return problems;
}

/** The problems as the lines a start prints before it stops. */
export const productionProblemLines = (problems: ProductionProblem[]): string[] => [
  'Not starting: NODE_ENV=production needs these settings.',
  ...problems.map((problem) => `  ${problem.setting}: ${problem.why}.`),
];
