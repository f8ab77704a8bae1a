import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from '@/lib/errors/bot';

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Google-InspectionTool/1.0',
  ])('recognises %s', (ua) => expect(isBotUserAgent(ua)).toBe(true));

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
    '',
  ])('lets people through: %s', (ua) => expect(isBotUserAgent(ua)).toBe(false));
});
