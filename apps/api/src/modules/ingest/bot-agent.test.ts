import { describe, expect, it } from 'vitest';
import { isBotAgent } from './bot-agent.ts';

describe('bot user agents (issue 6: bot user agents are rejected without stored data)', () => {
  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', true],
    ['curl/8.5.0', true],
    ['python-requests/2.32.3', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0',
      true,
    ],
    ['', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      false,
    ],
  ])('%s → %s, the same when asked again', (userAgent, bot) => {
    expect(isBotAgent(userAgent)).toBe(bot);
    expect(isBotAgent(userAgent)).toBe(bot);
  });
});
