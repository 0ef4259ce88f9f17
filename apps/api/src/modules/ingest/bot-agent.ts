// Whether a user agent is a crawler or a tool rather than a person's browser. isbot runs one large
// regular expression; a site's visitors share few browsers, so each agent's answer is remembered.
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

const answers = new LRUCache<string, { bot: boolean }>({ max: 10_000 });

export function isBotAgent(userAgent: string): boolean {
  if (!userAgent) return true;
  const known = answers.get(userAgent);
  if (known) return known.bot;
  const bot = isbot(userAgent);
  answers.set(userAgent, { bot });
  return bot;
}
