// The profile: a learner's display name and picture, set on the settings screen and shown wherever their public
// sets name their author — the set page (cached for guests), the community, the preview image — at once.
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

import type enMessages from '@/messages/en.json';
import { callAction, setInput } from './support/actions';
import { newSignedInPage } from './support/auth';

test.describe.configure({ timeout: 120_000 });

const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const en: typeof enMessages = readJson('messages/en.json');
const vi: typeof enMessages = readJson('messages/vi.json');

const profile = en.auth.profile;
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();

async function publicSet(page: Page, name: string): Promise<string> {
  const created = await callAction(
    page.request,
    'saveSetAction',
    [setInput(name, { visibility: 'everyone' }), null],
    'new',
  );
  expect(created.result, created.body.slice(0, 300)).toMatchObject({ ok: true });
  return (created.result as { id: string }).id;
}

test('a learner names themself and adds a picture: their public set, the community and the preview show it at once', async ({
  browser,
  playwright,
}) => {
  const owner = await newSignedInPage(browser);
  const setName = `Profile set ${randomUUID().slice(0, 8)}`;
  const id = await publicSet(owner, setName);
  const guest = await playwright.request.newContext();
  const setPage = async () => (await guest.get(`/en/flash-cards/custom/${id}`)).text();
  // The guest's copy is now cached, saying "A learner".
  expect(await setPage()).toContain('Made by A learner');

  await owner.goto('/en/settings');
  const section = owner.getByRole('region', { name: profile.heading });
  await expect(section.getByTestId('profile-preview')).toContainText('by A learner');
  const nameField = section.getByLabel(profile.name);
  const save = section.getByRole('button', { name: profile.saveName });

  // Refused, with the reason, before anything is sent.
  await nameField.fill('<b>Hana</b>');
  await save.click();
  await expect(section.getByText(en.validation.nameMarkup)).toBeVisible();
  await nameField.fill('H'.repeat(41));
  await save.click();
  await expect(section.getByText(en.validation.nameMax)).toBeVisible();
  // And by the server, with the same schema.
  const refused = await callAction(owner.request, 'saveDisplayNameAction', [{ name: 'Hana\u202e' }], 'none');
  expect(refused.result).toEqual({ ok: false, error: 'invalid', fieldErrors: { name: 'nameInvisible' } });

  await nameField.fill('  Hana   Tanaka ');
  await save.click();
  await expect(owner.getByText(profile.nameSaved)).toBeVisible();
  await expect(nameField).toHaveValue('Hana Tanaka');
  await expect(section.getByTestId('profile-preview')).toContainText('by Hana Tanaka');
  // Without a picture: the initials.
  await expect(section.getByRole('img', { name: 'Hana Tanaka’s picture' })).toHaveText('HT');

  // Not a picture, whatever its name says: refused by the server, which reads the bytes.
  const picker = section.getByTestId('avatar-file');
  await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(section.getByText(en.auth.errors.imageUnsupported)).toBeVisible();

  await picker.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(owner.getByText(profile.pictureSaved)).toBeVisible();
  const picture = section.getByRole('img', { name: 'Hana Tanaka’s picture' });
  await expect(picture).toHaveAttribute('src', /^\/api\/avatars\/[\w-]{16}$/);
  const avatarPath = (await picture.getAttribute('src'))!;
  // The header's account button shows it too, without a reload.
  await expect(owner.locator(`header img[src="${avatarPath}"]`)).toBeVisible();

  // The cached set page was expired: a guest sees the name and the picture now.
  const html = await setPage();
  expect(html).toContain('Made by Hana Tanaka');
  expect(html).toContain(`src="${avatarPath}"`);
  const avatar = await guest.get(avatarPath);
  expect(avatar.status()).toBe(200);
  expect(avatar.headers()['content-type']).toBe('image/webp');
  expect(avatar.headers()['cache-control']).toContain('public');
  // The picture's own policy, not the site's: even opened on its own, it can run nothing.
  expect(avatar.headers()['content-security-policy']).toBe("default-src 'none'");
  expect(await sharp(await avatar.body()).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
  const preview = await guest.get(`/api/og/custom-set/${id}`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/png');

  // The community's cached results too.
  await owner.goto(`/en/flash-cards/custom?q=${encodeURIComponent(setName)}`);
  const card = owner.getByRole('listitem').filter({ hasText: setName });
  await expect(card.getByText('by Hana Tanaka')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Hana Tanaka’s picture' })).toHaveAttribute('src', avatarPath);

  // With no public set left, the picture is the owner's alone.
  await callAction(owner.request, 'setVisibilityAction', [id, 'onlyMe'], id);
  const hidden = await guest.get(avatarPath);
  expect(hidden.status()).toBe(404);
  expect(hidden.headers()['cache-control']).toContain('no-store');
  expect(hidden.headers()['content-security-policy']).toBe("default-src 'none'");
  expect((await owner.request.get(avatarPath)).status()).toBe(200);

  // Removed: initials again.
  await owner.goto('/en/settings');
  await section.getByRole('button', { name: profile.remove }).click();
  await expect(owner.getByText(profile.pictureRemoved)).toBeVisible();
  await expect(section.getByRole('img', { name: 'Hana Tanaka’s picture' })).toHaveText('HT');
  expect((await owner.request.get(avatarPath)).status()).toBe(404);
  await Promise.all([guest.dispose(), owner.context().close()]);
});

test('the profile speaks Vietnamese, its errors included', async ({ browser }) => {
  const page = await newSignedInPage(browser);
  await page.goto('/vi/settings');
  const section = page.getByRole('region', { name: vi.auth.profile.heading });
  await expect(section.getByTestId('profile-preview')).toContainText('của Một người học');
  await section.getByLabel(vi.auth.profile.name).fill('<i>Mai</i>');
  await section.getByRole('button', { name: vi.auth.profile.saveName }).click();
  await expect(section.getByText(vi.validation.nameMarkup)).toBeVisible();
  await section.getByLabel(vi.auth.profile.name).fill('Nguyễn Thị Mai');
  await section.getByRole('button', { name: vi.auth.profile.saveName }).click();
  await expect(page.getByText(vi.auth.profile.nameSaved)).toBeVisible();
  await expect(section.getByRole('img', { name: 'Ảnh của Nguyễn Thị Mai' })).toHaveText('NM');
  await page.context().close();
});
