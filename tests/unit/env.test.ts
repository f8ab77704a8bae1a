import { describe, expect, it } from 'vitest';

import { EnvError, environmentWarnings, readEnv } from '@/lib/env/schema';

describe('the environment', () => {
  it('gives every variable its documented default, and reads an empty value as unset', () => {
    const env = readEnv({ SMTP_URL: '', TRUSTED_PROXY_HOPS: ' ', MAIL_FROM: '' });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: undefined,
      DATABASE_POOL_MAX: 10,
      SITE_URL: undefined,
      AUTH_SECRET: undefined,
      SMTP_URL: undefined,
      MAIL_FROM: 'Kotonoha <no-reply@kotonoha.localhost>',
      TRUSTED_PROXY_HOPS: 0,
      REDIS_URL: undefined,
      NEXT_DIST_DIR: '.next',
      KOTONOHA_BUILD_ID: undefined,
    });
  });

  it('reads the values it is given', () => {
    const env = readEnv({
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/kotonoha',
      DATABASE_POOL_MAX: '1',
      SITE_URL: 'https://kotonoha.example',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      TRUSTED_PROXY_HOPS: '2',
      REDIS_URL: 'rediss://:pass@cache.example:6380/1',
    });
    expect(env).toMatchObject({
      DATABASE_POOL_MAX: 1,
      TRUSTED_PROXY_HOPS: 2,
      SITE_URL: 'https://kotonoha.example',
      REDIS_URL: 'rediss://:pass@cache.example:6380/1',
    });
  });

  it('names every bad value at once, without repeating the values (they may hold passwords)', () => {
    let message = '';
    try {
      readEnv({
        DATABASE_URL: 'mysql://root:hunter2@db/kotonoha',
        DATABASE_POOL_MAX: 'ten',
        SITE_URL: 'kotonoha.example',
        TRUSTED_PROXY_HOPS: '-1',
        AUTH_GOOGLE_ISSUER: 'not a url',
        REDIS_URL: 'http://root:hunter2@cache:6379',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    for (const name of [
      'DATABASE_URL',
      'DATABASE_POOL_MAX',
      'SITE_URL',
      'TRUSTED_PROXY_HOPS',
      'AUTH_GOOGLE_ISSUER',
      'REDIS_URL',
    ]) {
      expect(message).toContain(`- ${name} must be`);
    }
    expect(message).not.toContain('hunter2');
  });

  it('warns a production server about what it falls back to, and a development one about nothing', () => {
    expect(environmentWarnings(readEnv({ NODE_ENV: 'development' }))).toEqual([]);
    const production = environmentWarnings(readEnv({ NODE_ENV: 'production' }));
    expect(production.map((warning) => warning.split(' ')[0])).toEqual(['DATABASE_URL', 'AUTH_SECRET', 'SITE_URL']);
    const configured = readEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/kotonoha',
      AUTH_SECRET: 'secret',
      SITE_URL: 'https://kotonoha.example',
    });
    expect(environmentWarnings(configured)).toEqual([]);
  });

  it('warns when Google sign-in is half configured', () => {
    expect(environmentWarnings(readEnv({ AUTH_GOOGLE_ID: 'id' }))).toHaveLength(1);
    expect(environmentWarnings(readEnv({ AUTH_GOOGLE_ID: 'id', AUTH_GOOGLE_SECRET: 'secret' }))).toEqual([]);
  });
});
