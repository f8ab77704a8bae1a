import { expect, test } from '@playwright/test';

// Every route in both locales: the page's own <h1> and the '{page} | Kotonoha' title.
// Login-required routes send a guest to the login page instead (tests/e2e/auth.spec.ts checks them signed in).
const LOGIN_REQUIRED = new Set([
  '/auth/set-password',
  '/auth/change-password',
  '/auth/verify-email',
  '/my-flash-card',
  '/flash-cards/custom/new',
]);
const ROUTES: { path: string; en: [title: string, heading: string]; vi: [title: string, heading: string] }[] = [
  {
    path: '',
    en: ['Kotonoha', 'Learn Japanese, one card at a time'],
    vi: ['Kotonoha', 'Học tiếng Nhật, từng thẻ một'],
  },
  { path: '/about', en: ['About | Kotonoha', 'About Kotonoha'], vi: ['Giới thiệu | Kotonoha', 'Giới thiệu Kotonoha'] },
  { path: '/review', en: ['Review | Kotonoha', 'Review'], vi: ['Ôn tập | Kotonoha', 'Ôn tập'] },
  {
    path: '/offline',
    en: ['Offline | Kotonoha', 'You are offline'],
    vi: ['Ngoại tuyến | Kotonoha', 'Bạn đang ngoại tuyến'],
  },
  {
    path: '/mistakes',
    en: ['Mistakes | Kotonoha', 'Your mistakes'],
    vi: ['Lỗi sai | Kotonoha', 'Lỗi sai của bạn'],
  },
  {
    path: '/progress',
    en: ['Progress | Kotonoha', 'Your progress'],
    vi: ['Tiến độ | Kotonoha', 'Tiến độ của bạn'],
  },
  { path: '/settings', en: ['Settings | Kotonoha', 'Settings'], vi: ['Cài đặt | Kotonoha', 'Cài đặt'] },
  {
    path: '/auth/login',
    en: ['Login | Kotonoha', 'Log in to Kotonoha'],
    vi: ['Đăng nhập | Kotonoha', 'Đăng nhập Kotonoha'],
  },
  {
    path: '/auth/signup',
    en: ['Sign Up | Kotonoha', 'Create your account'],
    vi: ['Đăng ký | Kotonoha', 'Tạo tài khoản'],
  },
  {
    path: '/auth/forgot-password',
    en: ['Forgot password | Kotonoha', 'Forgot your password?'],
    vi: ['Quên mật khẩu | Kotonoha', 'Bạn quên mật khẩu?'],
  },
  {
    path: '/auth/set-password',
    en: ['Set password | Kotonoha', 'Set a password'],
    vi: ['Đặt mật khẩu | Kotonoha', 'Đặt mật khẩu'],
  },
  {
    path: '/auth/change-password',
    en: ['Change password | Kotonoha', 'Change your password'],
    vi: ['Đổi mật khẩu | Kotonoha', 'Đổi mật khẩu'],
  },
  {
    path: '/auth/verify-email',
    en: ['Verify email | Kotonoha', 'Verify your email'],
    vi: ['Xác minh email | Kotonoha', 'Xác minh email của bạn'],
  },
  {
    path: '/flash-cards',
    en: ['Flash cards | Kotonoha', 'Flash cards'],
    vi: ['Thẻ ghi nhớ | Kotonoha', 'Thẻ ghi nhớ'],
  },
  {
    path: '/my-flash-card',
    en: ['My flash cards | Kotonoha', 'My flash cards'],
    vi: ['Thẻ ghi nhớ của tôi | Kotonoha', 'Thẻ ghi nhớ của tôi'],
  },
  {
    path: '/flash-cards/custom',
    en: ['Community sets | Kotonoha', 'Community sets'],
    vi: ['Bộ thẻ cộng đồng | Kotonoha', 'Bộ thẻ cộng đồng'],
  },
  {
    path: '/flash-cards/custom/new',
    en: ['New set | Kotonoha', 'Create a flash-card set'],
    vi: ['Bộ thẻ mới | Kotonoha', 'Tạo bộ thẻ ghi nhớ'],
  },
  {
    path: '/jp/conjugation/verb',
    en: ['Verb conjugation | Kotonoha', 'Verb conjugation'],
    vi: ['Chia động từ | Kotonoha', 'Chia động từ'],
  },
  {
    path: '/jp/conjugation/adjective',
    en: ['Adjective conjugation | Kotonoha', 'Adjective conjugation'],
    vi: ['Chia tính từ | Kotonoha', 'Chia tính từ'],
  },
  { path: '/jp/flash-card/kanji', en: ['Kanji | Kotonoha', 'Kanji'], vi: ['Kanji | Kotonoha', 'Kanji'] },
  { path: '/jp/flash-card/kanji/n5', en: ['N5 Kanji | Kotonoha', 'N5 Kanji'], vi: ['Kanji N5 | Kotonoha', 'Kanji N5'] },
  {
    path: '/jp/flash-card/kanji/n5/1',
    en: ['N5 Kanji · Unit 1 | Kotonoha', 'N5 Kanji · Unit 1'],
    vi: ['Kanji N5 · Bài 1 | Kotonoha', 'Kanji N5 · Bài 1'],
  },
  {
    path: '/jp/flash-card/kanji/n5/1/written-test',
    en: ['Written test · N5 Kanji · Unit 1 | Kotonoha', 'Written test'],
    vi: ['Bài kiểm tra viết · Kanji N5 · Bài 1 | Kotonoha', 'Bài kiểm tra viết'],
  },
  {
    path: '/jp/flash-card/kanji/n5/1/multi-choice-test',
    en: ['Multiple-choice test · N5 Kanji · Unit 1 | Kotonoha', 'Multiple-choice test'],
    vi: ['Bài kiểm tra trắc nghiệm · Kanji N5 · Bài 1 | Kotonoha', 'Bài kiểm tra trắc nghiệm'],
  },
  {
    path: '/jp/flash-card/kanji/n5/1/han-viet',
    en: ['Hán-Việt bridge · N5 Kanji · Unit 1 | Kotonoha', 'Hán-Việt bridge'],
    vi: ['Cầu nối Hán Việt · Kanji N5 · Bài 1 | Kotonoha', 'Cầu nối Hán Việt'],
  },
  {
    path: '/jp/flash-card/kanji/n5/1/write',
    en: ['Write the kanji · N5 Kanji · Unit 1 | Kotonoha', 'Write the kanji'],
    vi: ['Luyện viết kanji · Kanji N5 · Bài 1 | Kotonoha', 'Luyện viết kanji'],
  },
  {
    path: '/jp/flash-card/vocabulary',
    en: ['Vocabulary | Kotonoha', 'Vocabulary'],
    vi: ['Từ vựng | Kotonoha', 'Từ vựng'],
  },
  {
    path: '/jp/flash-card/vocabulary/n4',
    en: ['N4 Vocabulary | Kotonoha', 'N4 Vocabulary'],
    vi: ['Từ vựng N4 | Kotonoha', 'Từ vựng N4'],
  },
  {
    path: '/jp/flash-card/vocabulary/n4/2',
    en: ['N4 Vocabulary · Unit 2 | Kotonoha', 'N4 Vocabulary · Unit 2'],
    vi: ['Từ vựng N4 · Bài 2 | Kotonoha', 'Từ vựng N4 · Bài 2'],
  },
  {
    path: '/jp/flash-card/vocabulary/n4/2/written-test',
    en: ['Written test · N4 Vocabulary · Unit 2 | Kotonoha', 'Written test'],
    vi: ['Bài kiểm tra viết · Từ vựng N4 · Bài 2 | Kotonoha', 'Bài kiểm tra viết'],
  },
  {
    path: '/jp/flash-card/vocabulary/n4/2/multi-choice-test',
    en: ['Multiple-choice test · N4 Vocabulary · Unit 2 | Kotonoha', 'Multiple-choice test'],
    vi: ['Bài kiểm tra trắc nghiệm · Từ vựng N4 · Bài 2 | Kotonoha', 'Bài kiểm tra trắc nghiệm'],
  },
];

for (const route of ROUTES) {
  for (const locale of ['en', 'vi'] as const) {
    if (LOGIN_REQUIRED.has(route.path)) {
      test(`${locale}${route.path} sends a guest to login`, async ({ page }) => {
        await page.goto(`/${locale}${route.path}`);
        await expect(page).toHaveURL(`/${locale}/auth/login?redirect=${encodeURIComponent(`/${locale}${route.path}`)}`);
        await expect(page).toHaveTitle(locale === 'en' ? 'Login | Kotonoha' : 'Đăng nhập | Kotonoha');
      });
      continue;
    }
    test(`${locale}${route.path || '/'} has its title and heading`, async ({ page }) => {
      const [title, heading] = route[locale];
      const response = await page.goto(`/${locale}${route.path}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      const other = locale === 'en' ? 'vi' : 'en';
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${other}${route.path}$`),
      );
    });
  }
}

test('the header links reach the main sections', async ({ page }) => {
  await page.goto('/en/flash-cards');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Conjugation' }).click();
  await expect(page).toHaveURL(/\/en\/jp\/conjugation\/verb$/);
  await expect(nav.getByRole('link', { name: 'Conjugation' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
});

test('a prerendered page opened directly marks its section in the header', async ({ page }) => {
  for (const [path, section] of [
    ['/en/jp/conjugation/verb', 'Conjugation'],
    ['/en/jp/flash-card/kanji/n5/1', 'Flash cards'],
  ]) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
  }
});

test('on a phone the navigation opens from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/en/flash-cards');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Community sets' }).click();
  await expect(page).toHaveURL(/\/en\/flash-cards\/custom$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
