import { describe, expect, it } from 'vitest';
import {
  PRIMARY_COLORS,
  appearanceFromCookies,
  parseAppearanceSegment,
  toAppearanceSegment,
} from '@/lib/appearance/appearance';
import { formatTitle } from '@/lib/i18n/metadata';

describe('appearance cookies and segment', () => {
  it('defaults to dark and amber for missing or unknown values', () => {
    expect(appearanceFromCookies(undefined, undefined)).toEqual({ theme: 'dark', primaryColor: 'amber' });
    expect(appearanceFromCookies('sepia', 'gold')).toEqual({ theme: 'dark', primaryColor: 'amber' });
    expect(appearanceFromCookies('light', 'teal')).toEqual({ theme: 'light', primaryColor: 'teal' });
  });

  it('round-trips every theme and colour through the route segment', () => {
    for (const theme of ['dark', 'light'] as const)
      for (const primaryColor of PRIMARY_COLORS)
        expect(parseAppearanceSegment(toAppearanceSegment({ theme, primaryColor }))).toEqual({ theme, primaryColor });
  });

  it('rejects anything else as a segment', () => {
    for (const segment of ['flash-cards', 'dark', 'dark-amber-x', 'light-gold', 'about'])
      expect(parseAppearanceSegment(segment)).toBeNull();
  });
});

describe('page titles', () => {
  it("follow '{page} | Kotonoha' or 'Kotonoha' alone", () => {
    expect(formatTitle('Login')).toBe('Login | Kotonoha');
    expect(formatTitle()).toBe('Kotonoha');
    expect(formatTitle('')).toBe('Kotonoha');
  });
});
