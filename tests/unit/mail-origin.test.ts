import { describe, expect, it } from 'vitest';

import { mailOrigin } from '@/features/auth/mail-origin';
import { environmentWarnings, readEnv } from '@/lib/env/schema';

describe('the origin of account mail links', () => {
  it('is SITE_URL’s origin whenever it is set', () => {
    expect(mailOrigin(readEnv({ SITE_URL: 'https://kotonoha.example/some/path', NODE_ENV: 'production' }))).toBe(
      'https://kotonoha.example',
    );
    expect(mailOrigin(readEnv({ SITE_URL: 'http://127.0.0.1:3100' }))).toBe('http://127.0.0.1:3100');
  });

  it('is the development default without SITE_URL outside production', () => {
    expect(mailOrigin(readEnv({}))).toBe('http://localhost:3000');
    expect(mailOrigin(readEnv({ NODE_ENV: 'test' }))).toBe('http://localhost:3000');
  });

  it('is none in production without SITE_URL (no mail is sent), and the server says so at start', () => {
    const env = readEnv({ NODE_ENV: 'production' });
    expect(mailOrigin(env)).toBeNull();
    expect(environmentWarnings(env).find((warning) => warning.startsWith('SITE_URL'))).toMatch(/no account mail/);
  });
});
