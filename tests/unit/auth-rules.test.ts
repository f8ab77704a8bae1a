import { describe, expect, it } from 'vitest';

import {
  AUTH_TIMEOUT_DESKTOP_MS,
  AUTH_TIMEOUT_MOBILE_MS,
  AuthTimeoutError,
  authTimeoutMs,
  withTimeout,
} from '@/features/auth/client-timeout';
import { localizedRedirectTarget, redirectTargetLocale, safeRedirectTarget } from '@/lib/auth/redirect-target';
import { hasSessionCookie, isGuestOnly, isLoginRequired } from '@/lib/auth/routes';
import { changePasswordSchema, loginSchema, signUpSchema } from '@/features/auth/schemas';

describe('safeRedirectTarget', () => {
  it.each([
    ['/en/my-flash-card', '/my-flash-card'],
    ['/vi/flash-cards/custom/abc/edit?tab=2#top', '/flash-cards/custom/abc/edit?tab=2#top'],
    ['/settings', '/settings'],
    ['/en', '/'],
    ['/en/auth/change-password', '/auth/change-password'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    // A locale prefix or a dot segment in front must not hide a protocol-relative address.
    '/en//evil.example',
    '/vi//evil.example/x?y=1',
    '/.//evil.example',
    '/en/.//evil.example',
    '/./en//evil.example',
    '/en/..//evil.example',
    '/a/..//evil.example',
    '/en/%2e%2e//evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/en/auth/login',
    '/vi/auth/signup?redirect=/x',
    '',
    undefined,
    ['/a'],
  ])('falls back to /flash-cards for %s', (value) => {
    expect(safeRedirectTarget(value)).toBe('/flash-cards');
  });

  it('never returns a protocol-relative address, whatever comes before it', () => {
    for (const prefix of ['', '/en', '/vi', '/.', '/en/.', '/a/..', '/en/%2e', '/./.']) {
      for (const slashes of ['//', '///', '/\\/']) {
        const result = safeRedirectTarget(`${prefix}${slashes}evil.example/x`);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'http://kotonoha.invalid').origin).toBe('http://kotonoha.invalid');
      }
    }
  });

  it('rejects control characters', () => {
    expect(safeRedirectTarget('/\t/evil.example')).toBe('/flash-cards');
  });
});

describe('localizedRedirectTarget: the target in its own language', () => {
  it.each([
    // A Vietnamese page stays Vietnamese whatever the login page's language…
    ['/vi/jp/conjugation/verb', 'en', '/vi/jp/conjugation/verb'],
    ['/en/settings?tab=1#top', 'vi', '/en/settings?tab=1#top'],
    ['/vi', 'en', '/vi'],
    ['/vi?x=1', 'en', '/vi?x=1'],
    // …a target without one takes the page's…
    ['/settings', 'vi', '/vi/settings'],
    ['/', 'en', '/en'],
    // …and anything unsafe is the flash cards in the page's language.
    ['//evil.example/x', 'vi', '/vi/flash-cards'],
    ['/vi//evil.example', 'en', '/en/flash-cards'],
    ['https://evil.example', 'en', '/en/flash-cards'],
    ['/vi/auth/login', 'en', '/en/flash-cards'],
    [undefined, 'vi', '/vi/flash-cards'],
  ] as const)('%s from a %s page → %s', (value, locale, expected) => {
    expect(localizedRedirectTarget(value, locale)).toBe(expected);
  });

  it('names the locale of safe targets only', () => {
    expect(redirectTargetLocale('/vi/about')).toBe('vi');
    expect(redirectTargetLocale('/about')).toBeNull();
    expect(redirectTargetLocale('/vi//evil.example')).toBeNull();
    expect(redirectTargetLocale('/video')).toBeNull();
  });
});

describe('schemas of the account forms', () => {
  const messages = (input: object) => {
    const result = signUpSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
  };

  it('accepts a password of 8 to 20 characters with upper, lower, digit and special', () => {
    expect(messages({ email: 'A@Example.com', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual([]);
    expect(
      messages({ email: 'a@example.com', password: 'Abcdefghijklmnopq1!x', confirmPassword: 'Abcdefghijklmnopq1!x' }),
    ).toEqual([]);
    expect(
      signUpSchema.parse({ email: ' A@Example.com ', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).email,
    ).toBe('a@example.com');
  });

  it.each([
    ['Abcde1!', 'password:passwordMin'],
    ['Abcdefghijklmnopq1!xy', 'password:passwordMax'],
    ['abcdefg1!', 'password:passwordUppercase'],
    ['ABCDEFG1!', 'password:passwordLowercase'],
    ['Abcdefgh!', 'password:passwordNumber'],
    ['Abcdefgh1', 'password:passwordSpecial'],
  ])('refuses %s with %s', (password, message) => {
    expect(messages({ email: 'a@example.com', password, confirmPassword: password })).toContain(message);
  });

  it('requires fields and a matching confirmation', () => {
    expect(messages({ email: '', password: '', confirmPassword: '' })).toEqual(
      expect.arrayContaining(['email:required', 'password:passwordRequired', 'confirmPassword:confirmRequired']),
    );
    expect(messages({ email: 'a@example.com', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual([
      'confirmPassword:passwordsMismatch',
    ]);
    expect(messages({ email: 'not-an-email', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual([
      'email:emailInvalid',
    ]);
  });

  it('refuses the current password as the new one, on the new password field', () => {
    const change = (currentPassword: string, password: string) => {
      const result = changePasswordSchema.safeParse({ currentPassword, password, confirmPassword: password });
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };
    expect(change('Kotonoha#2024', 'Kotonoha#2024')).toEqual(['password:passwordUnchanged']);
    expect(change('Kotonoha#2024', 'Kotonoha#2025')).toEqual([]);
    expect(change('', 'Kotonoha#2025')).toEqual(['currentPassword:passwordRequired']);
  });

  it('lets login use any existing password', () => {
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'old' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@example.com', password: '' }).success).toBe(false);
  });
});

describe('route access', () => {
  it('knows the login-required and guest-only screens', () => {
    for (const path of [
      '/my-flash-card',
      '/flash-cards/custom/new',
      '/flash-cards/custom/x1/edit',
      '/auth/set-password',
      '/auth/change-password',
      '/auth/verify-email',
    ]) {
      expect(isLoginRequired(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/flash-cards',
      '/flash-cards/custom',
      '/flash-cards/custom/x1',
      '/auth/login',
      '/auth/forgot-password',
      '/settings',
    ]) {
      expect(isLoginRequired(path), path).toBe(false);
    }
    expect(isGuestOnly('/auth/login')).toBe(true);
    expect(isGuestOnly('/auth/signup')).toBe(true);
    expect(isGuestOnly('/auth/forgot-password')).toBe(false);
  });

  it('recognises the Auth.js session cookie, whole or chunked', () => {
    expect(hasSessionCookie(['authjs.session-token'])).toBe(true);
    expect(hasSessionCookie(['__Secure-authjs.session-token.0'])).toBe(true);
    expect(hasSessionCookie(['authjs.csrf-token', 'theme'])).toBe(false);
  });
});

describe('client timeout', () => {
  it('is 30 s on desktop and 60 s on mobile', () => {
    expect(authTimeoutMs({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })).toBe(AUTH_TIMEOUT_DESKTOP_MS);
    expect(AUTH_TIMEOUT_DESKTOP_MS).toBe(30_000);
    expect(authTimeoutMs({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' })).toBe(
      AUTH_TIMEOUT_MOBILE_MS,
    );
    expect(authTimeoutMs({ userAgent: 'anything', userAgentData: { mobile: true } })).toBe(60_000);
  });

  it('rejects a request that takes longer', async () => {
    await expect(withTimeout(new Promise(() => {}), 10)).rejects.toBeInstanceOf(AuthTimeoutError);
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });
});
