import { describe, expect, it } from 'vitest';

import { uploadedAvatarAddress, uploadedAvatarId } from '@/features/profile/avatar-address';
import { AVATAR_TONES, avatarTone, initials } from '@/features/profile/initials';
import { displayNameFromProvider, profileNameSchema } from '@/features/profile/schemas';

const parse = (name: unknown) => {
  const result = profileNameSchema.safeParse({ name });
  return result.success ? { name: result.data.name } : { error: result.error.issues[0]?.message };
};

describe('display name', () => {
  it.each([
    ['Hana Tanaka', 'Hana Tanaka'],
    ['  Hana   Tanaka  ', 'Hana Tanaka'],
    ['Nguyễn Thị Hoa', 'Nguyễn Thị Hoa'],
    // Decomposed (NFD) Vietnamese is kept composed, as typed on another keyboard it would read the same.
    ['Nguye\u0302\u0303n', 'Nguyễn'],
    ['田中 花子', '田中 花子'],
    ['👩‍🎓 Mai', '👩‍🎓 Mai'],
    ['', ''],
    ['   ', ''],
    ['a'.repeat(40), 'a'.repeat(40)],
    // 40 characters, though 80 UTF-16 units: kanji from beyond the BMP count once.
    ['𠮷'.repeat(40), '𠮷'.repeat(40)],
  ])('keeps %j as %j', (input, expected) => {
    expect(parse(input)).toEqual({ name: expected });
  });

  it.each([
    ['a'.repeat(41), 'nameMax'],
    ['𠮷'.repeat(41), 'nameMax'],
    ['x'.repeat(5000), 'nameMax'],
    ['<b>Hana</b>', 'nameMarkup'],
    ['Hana <script>', 'nameMarkup'],
    ['Hana\u0000', 'nameInvisible'],
    ['Ha\u0007na', 'nameInvisible'],
    // A right-to-left override would show the text after the name reversed.
    ['Hana\u202eatsiv', 'nameInvisible'],
    ['Ha\u200bna', 'nameInvisible'],
  ])('refuses %j with %s', (input, message) => {
    expect(parse(input)).toEqual({ error: message });
  });

  it('refuses what is not text', () => {
    expect(parse(42).error).toBeDefined();
    expect(parse(null).error).toBeDefined();
  });

  it("brings Google's name within the rules instead of refusing it", () => {
    expect(displayNameFromProvider('  Hana\nTanaka ')).toBe('Hana Tanaka');
    expect(displayNameFromProvider('<Hana>')).toBe('Hana');
    expect(displayNameFromProvider('x'.repeat(60))).toBe('x'.repeat(40));
    expect(displayNameFromProvider('\u202e')).toBeNull();
    expect(displayNameFromProvider(undefined)).toBeNull();
    expect(parse(displayNameFromProvider(`Hana ${'y'.repeat(70)}`))).toEqual({ name: `Hana ${'y'.repeat(35)}` });
  });
});

describe('initials', () => {
  it.each([
    ['Hana Tanaka', 'HT'],
    ['hana', 'H'],
    ['Nguyễn Văn An', 'NA'],
    ['đức anh', 'ĐA'],
    ['田中 花子', '田'],
    ['👩‍🎓 Mai', '👩‍🎓'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('colours a learner the same way every time, spread over the palette', () => {
    expect(avatarTone('cm3abc')).toBe(avatarTone('cm3abc'));
    const tones = new Set(Array.from({ length: 200 }, (_, i) => avatarTone(`user-${i}`)));
    expect(tones.size).toBe(AVATAR_TONES.length);
  });
});

describe('uploaded avatar addresses', () => {
  it('tells our own pictures from Google’s', () => {
    const address = uploadedAvatarAddress('AbCdEfGhIjKlMn_-');
    expect(address).toBe('/api/avatars/AbCdEfGhIjKlMn_-');
    expect(uploadedAvatarId(address)).toBe('AbCdEfGhIjKlMn_-');
    expect(uploadedAvatarId('https://lh3.googleusercontent.com/a/x')).toBeNull();
    expect(uploadedAvatarId('/api/avatars/../../etc')).toBeNull();
    expect(uploadedAvatarId(null)).toBeNull();
  });
});
