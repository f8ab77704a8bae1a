// The profile (display name and picture) through its server actions and the real database: what is kept, what is
// refused, and which cached pages are expired. Only "who is signed in" and Next.js's request APIs are replaced.
import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { googleLinked } from '../../lib/auth/callbacks';
import { setCacheTag, PUBLIC_SETS_CACHE_TAG } from '@/features/custom-sets/types';
import { db } from '../../lib/db/client';
import { removeAvatarAction, saveDisplayNameAction, uploadAvatarAction } from '@/features/profile/server/actions';
import { uploadedAvatarId } from '@/features/profile/avatar-address';
import { avatarForServing } from '@/features/profile/server/queries';
import { uniqueEmail } from './helpers';

const state = vi.hoisted(() => ({ userId: '', expired: [] as string[] }));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async () => ({
    ok: true,
    user: {
      id: state.userId,
      email: 'x@example.test',
      name: null,
      image: null,
      emailVerified: true,
      hasPassword: true,
    },
  }),
}));
vi.mock('next/cache', () => ({ updateTag: (tag: string) => state.expired.push(tag) }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

afterAll(async () => {
  await db.$disconnect();
});

let publicSetId: string;
beforeEach(async () => {
  const user = await db.user.create({ data: { email: uniqueEmail('profile') }, select: { id: true } });
  state.userId = user.id;
  state.expired = [];
  const set = await db.flashCardSet.create({
    data: { ownerId: user.id, name: 'Shared', wordLanguage: 'ja', meaningLanguage: 'en', visibility: 'everyone' },
    select: { id: true },
  });
  publicSetId = set.id;
  await db.flashCardSet.create({
    data: { ownerId: user.id, name: 'Mine', wordLanguage: 'ja', meaningLanguage: 'en', visibility: 'onlyMe' },
  });
});

const userRow = () => db.user.findUniqueOrThrow({ where: { id: state.userId }, select: { name: true, image: true } });
const file = (bytes: Uint8Array | Buffer, name = 'photo.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
const photo = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'GPS 35.68N 139.76E', Artist: 'Hana' } })
    .toBuffer();

/** A PNG whose header claims `width` × `height` pixels, with almost no data: a decompression bomb's shape. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('display name', () => {
  it('keeps the trimmed name, and expires the cached pages that show it', async () => {
    expect(await saveDisplayNameAction({ name: '  Hana   Tanaka ' })).toEqual({ ok: true, name: 'Hana Tanaka' });
    expect((await userRow()).name).toBe('Hana Tanaka');
    expect(state.expired.sort()).toEqual([PUBLIC_SETS_CACHE_TAG, setCacheTag(publicSetId)].sort());
  });

  it('refuses markup and overlong names with the form’s own messages, and keeps the old name', async () => {
    await saveDisplayNameAction({ name: 'Hana' });
    state.expired = [];
    expect(await saveDisplayNameAction({ name: '<img src=x>' })).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { name: 'nameMarkup' },
    });
    expect(await saveDisplayNameAction({ name: 'x'.repeat(41) })).toMatchObject({ fieldErrors: { name: 'nameMax' } });
    expect((await userRow()).name).toBe('Hana');
    expect(state.expired).toEqual([]);
  });

  it('an empty name removes it (the sets then say "A learner")', async () => {
    await saveDisplayNameAction({ name: 'Hana' });
    expect(await saveDisplayNameAction({ name: '   ' })).toEqual({ ok: true, name: null });
    expect((await userRow()).name).toBeNull();
  });
});

describe('avatar', () => {
  it('re-encodes an upload to a 128 × 128 webp without its metadata, served publicly while a set is public', async () => {
    const result = await uploadAvatarAction(file(await photo(), 'me.jpg', 'image/jpeg'));
    expect(result).toMatchObject({ ok: true });
    const { image } = (await userRow()) as { image: string };
    expect(result).toEqual({ ok: true, image });
    const served = await avatarForServing(uploadedAvatarId(image)!);
    expect(served?.shownPublicly).toBe(true);
    const meta = await sharp(served!.webp).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 128, height: 128 });
    expect(meta.exif).toBeUndefined();
    expect(served!.webp.byteLength).toBeLessThan(10_000);
    expect(state.expired).toContain(setCacheTag(publicSetId));

    // Only its owner may see it once no set of theirs is public.
    await db.flashCardSet.update({ where: { id: publicSetId }, data: { visibility: 'onlyMe' } });
    expect((await avatarForServing(uploadedAvatarId(image)!))?.shownPublicly).toBe(false);
  });

  it('a new upload replaces the old one under a new address', async () => {
    await uploadAvatarAction(file(await photo()));
    const first = (await userRow()).image!;
    await uploadAvatarAction(file(await photo(300, 900)));
    const second = (await userRow()).image!;
    expect(second).not.toBe(first);
    expect(await avatarForServing(uploadedAvatarId(first)!)).toBeNull();
    expect(await db.userAvatar.count({ where: { userId: state.userId } })).toBe(1);
  });

  it('tells a picture by its content, not its name or type', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#f59e0b' } })
      .png()
      .toBuffer();
    expect(await uploadAvatarAction(file(png, 'notes.txt', 'text/plain'))).toMatchObject({ ok: true });
    expect(await uploadAvatarAction(file(Buffer.from('not a picture at all'), 'photo.png'))).toEqual({
      ok: false,
      error: 'imageUnsupported',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script/></svg>');
    expect(await uploadAvatarAction(file(svg, 'a.png'))).toEqual({ ok: false, error: 'imageUnsupported' });
    expect(await uploadAvatarAction(file(png.subarray(0, 40), 'cut.png'))).toEqual({
      ok: false,
      error: 'imageUnsupported',
    });
  });

  it('refuses a file over the upload limit and a picture claiming a huge canvas, keeping the old picture', async () => {
    await uploadAvatarAction(file(await photo()));
    const kept = (await userRow()).image;
    expect(await uploadAvatarAction(file(Buffer.alloc(1_000_001)))).toEqual({ ok: false, error: 'imageTooLarge' });
    expect(await uploadAvatarAction(file(claimedPng(20_000, 20_000)))).toEqual({ ok: false, error: 'imageTooLarge' });
    expect((await userRow()).image).toBe(kept);
  });

  it('removing it leaves no picture (initials stand in)', async () => {
    await uploadAvatarAction(file(await photo()));
    state.expired = [];
    expect(await removeAvatarAction()).toEqual({ ok: true });
    expect((await userRow()).image).toBeNull();
    expect(await db.userAvatar.count({ where: { userId: state.userId } })).toBe(0);
    expect(state.expired).toContain(PUBLIC_SETS_CACHE_TAG);
  });
});

describe('Google', () => {
  it("an account without a name or picture takes Google's when Google is linked; one with them keeps its own", async () => {
    const google = { name: 'Hana from Google', image: 'https://lh3.googleusercontent.com/a/hana' };
    await googleLinked(state.userId, google);
    expect(await userRow()).toEqual(google);
    await saveDisplayNameAction({ name: 'Hana' });
    await googleLinked(state.userId, { name: 'Other', image: 'https://lh3.googleusercontent.com/a/other' });
    expect(await userRow()).toEqual({ name: 'Hana', image: google.image });
  });
});
