// Issue 28 item 9: the production image. No image can be built on the test machines (no container
// daemon, no registry for base images), so this reads the Dockerfile: whatever it copies from the
// repository exists, it runs the production build as an unprivileged user, and its health check
// asks the liveness route.
import fs from 'node:fs';
import path from 'node:path';
import { platformRoutes } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.ts';

const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
/** Instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const stages = instructions.join('\n').split(/\n(?=FROM )/);
const final = (stages.at(-1) ?? '').split('\n');

describe('the Dockerfile', () => {
  it('copies only what the repository has', () => {
    const sources = instructions
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
      .filter((source) => source !== '.');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(fs.existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
  });

  it('runs the built API with plain node, as a user other than root, in production', () => {
    expect(final.at(-1)).toBe('CMD ["node", "apps/api/dist/main.js"]');
    const user = final.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)(:|$)/);
    expect(final.join('\n')).toMatch(/ENV NODE_ENV=production/);
    expect(final.join('\n')).not.toMatch(/tsx/);
  });

  it('checks the liveness route, and copies the migrations the start applies', () => {
    const check = final.find((line) => line.startsWith('HEALTHCHECK '));
    expect(check).toContain(`/api${platformRoutes.healthLive.path}`);
    expect(final).toContain('COPY apps/api/src/db/migrations apps/api/src/db/migrations');
  });
});
