import { expect, test, type Page } from '@playwright/test';
import { toRomaji } from 'wanakana';
import { explainConjugation } from '@/features/conjugation/engine/explain';
import { askedQuestion, seedSettings } from './support/conjugation';
import { installStandInVoice, spokenUtterances } from './support/voice';

// The quiz picks words at random: each test reads the asked word and form from the page and computes the
// expected answer with the engine itself, or narrows the settings so that only known questions remain.

const VERB_OOPS = 'Oops! Change another setting so we can find a verb for you';

const answerField = (page: Page, name = 'Your answer') => page.getByRole('textbox', { name });

/** How a learner types kana in romaji: ん as "nn", so that んな or んあ cannot be misread. */
const romajiFor = (kana: string) =>
  kana
    .split('ん')
    .map((part) => toRomaji(part))
    .join('nn');

for (const [path, locale, title, heading, check] of [
  ['/jp/conjugation/verb', 'en', 'Verb conjugation | Kotonoha', 'Verb conjugation', 'Check'],
  ['/jp/conjugation/verb', 'vi', 'Chia động từ | Kotonoha', 'Chia động từ', 'Kiểm tra'],
  ['/jp/conjugation/adjective', 'en', 'Adjective conjugation | Kotonoha', 'Adjective conjugation', 'Check'],
  ['/jp/conjugation/adjective', 'vi', 'Chia tính từ | Kotonoha', 'Chia tính từ', 'Kiểm tra'],
] as const) {
  test(`${locale}${path} shows its title, heading, tabs and a question`, async ({ page }) => {
    await page.goto(`/${locale}${path}`);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const { word } = await askedQuestion(page);
    expect(path.endsWith('verb') ? ['godan', 'ichidan', 'irregular'] : ['i-adjective', 'na-adjective']).toContain(
      word.type,
    );
    await expect(page.getByTestId('conjugation-form')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: check, exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(3);
  });
}

test('a right answer typed in romaji turns into kana, is checked with Enter, and Enter asks the next verb', async ({
  page,
}) => {
  await seedSettings(page, 'verb', { forms: ['past', 'te'], levels: [5] });
  await page.goto('/en/jp/conjugation/verb');
  const { word, expected } = await askedQuestion(page);
  const input = answerField(page);
  await input.click();
  await page.keyboard.type(romajiFor(expected.kana[0]), { delay: 15 });
  await expect(input).toHaveValue(expected.kana[0]);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Correct!')).toBeVisible();
  await expect(page.getByTestId('conjugation-tally')).toContainText('1 / 1');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeVisible();
  await expect(page.getByTestId('conjugation-question')).not.toHaveAttribute('data-dictionary', word.dictionary);
});

test('a wrong answer shows the right one in kanji and kana with the rule', async ({ page }) => {
  await seedSettings(page, 'verb', { forms: ['past'], registers: ['polite'] });
  await page.goto('/en/jp/conjugation/verb');
  const { word, form, options, expected } = await askedQuestion(page);
  await answerField(page).fill(word.reading); // the dictionary form is never a polite past
  await answerField(page).press('Enter');
  await expect(page.getByText('Not quite')).toBeVisible();
  const feedback = page.locator('[aria-live=polite]').filter({ hasText: 'Not quite' });
  await expect(feedback).toContainText(expected.kana[0]);
  // Kanji carry their reading above them; a verb written in kana only (する, ある …: ~3 % of the list, more
  // among the N5 words asked by default) has nothing to annotate.
  if (/\p{Script=Han}/u.test(expected.written[0])) await expect(feedback.locator('ruby').first()).toBeVisible();
  else await expect(feedback.locator('ruby')).toHaveCount(0);
  await expect(feedback).toContainText(explainConjugation(word, form, options, 'en'));
  await expect(page.getByTestId('conjugation-tally')).toContainText('0 / 1');
});

test("I don't know reveals the answer and counts it as missed, by button and by keyboard", async ({ page }) => {
  await page.goto('/en/jp/conjugation/verb');
  const first = await askedQuestion(page);
  await page.getByRole('button', { name: "I don't know" }).click();
  await expect(page.getByText('Here is the answer')).toBeVisible();
  await expect(page.locator('[aria-live=polite]').filter({ hasText: 'Here is the answer' })).toContainText(
    first.expected.kana[0],
  );
  await expect(page.getByTestId('conjugation-tally')).toContainText('0 / 1');
  await expect(answerField(page)).toBeFocused();

  await page.keyboard.press('Enter'); // next verb
  const second = await askedQuestion(page);
  await answerField(page).press('Escape');
  await expect(page.locator('[aria-live=polite]').filter({ hasText: 'Here is the answer' })).toContainText(
    second.expected.kana[0],
  );
  await expect(page.getByTestId('conjugation-tally')).toContainText('0 / 2');
});

test('a stray latin letter is flagged as not kana instead of marked wrong', async ({ page }) => {
  await page.goto('/en/jp/conjugation/verb');
  const { expected } = await askedQuestion(page);
  await answerField(page).fill(`${expected.kana[0]}q`);
  await answerField(page).press('Enter');
  await expect(page.getByText(/is not kana yet/)).toBeVisible();
  await expect(page.getByTestId('conjugation-tally')).toContainText('0 / 0');
  await answerField(page).press('Backspace');
  await answerField(page).press('Enter');
  await expect(page.getByText('Correct!')).toBeVisible();
});

test('the same reading with other kanji counts, with the usual spelling shown', async ({ page }) => {
  // A random source close to 0 makes the quiz ask the first N5 godan verb of the data: 会う. (Not exactly
  // 0 every time: React derives its internal property names from Math.random and needs them to differ.)
  await page.addInitScript(() => {
    let calls = 0;
    Math.random = () => ++calls * 1e-9;
  });
  await seedSettings(page, 'verb', {
    forms: ['past'],
    groups: ['godan'],
    levels: [5],
    registers: ['plain'],
    polarities: ['negative'],
  });
  await page.goto('/en/jp/conjugation/verb');
  const { word } = await askedQuestion(page);
  expect(word.dictionary).toBe('会う');
  await answerField(page).fill('合わなかった');
  await answerField(page).press('Enter');
  await expect(page.getByText('Correct — same reading, other kanji')).toBeVisible();
  await expect(page.getByText('会う is usually written 会わなかった.')).toBeVisible();
  await expect(page.getByTestId('conjugation-tally')).toContainText('1 / 1');
});

test('Enter that confirms a Japanese IME conversion does not check the answer', async ({ page }) => {
  await seedSettings(page, 'verb', { forms: ['polite'], polarities: ['affirmative'] });
  await page.goto('/en/jp/conjugation/verb');
  const { expected } = await askedQuestion(page);
  const input = answerField(page);
  await input.click();
  // A real composition through Chromium's IME interface: kana, then the kanji candidate, then Enter.
  const cdp = await page.context().newCDPSession(page);
  const reading = expected.kana[0];
  await cdp.send('Input.imeSetComposition', {
    text: reading,
    selectionStart: reading.length,
    selectionEnd: reading.length,
  });
  await cdp.send('Input.imeSetComposition', { text: expected.written[0], selectionStart: 0, selectionEnd: 0 });
  await page.keyboard.press('Enter'); // still composing: this Enter belongs to the IME
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeVisible();
  await expect(input).toBeEditable();
  await cdp.send('Input.insertText', { text: expected.written[0] }); // the conversion is confirmed
  await expect(input).toHaveValue(expected.written[0]);
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeVisible();

  // Safari reports the confirming Enter after compositionend, as keyCode 229: also ignored.
  await input.dispatchEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true });
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeVisible();

  await page.keyboard.press('Enter'); // now a real Enter checks
  await expect(page.getByText('Correct!')).toBeVisible();
});

test('settings that leave nothing to ask say so and explain why', async ({ page }) => {
  await seedSettings(page, 'verb', { forms: ['volitional'], polarities: ['negative'] });
  await page.goto('/en/jp/conjugation/verb');
  await expect(page.getByText(VERB_OOPS, { exact: true })).toBeVisible();
  const explanation = 'Volitional has no negative form — tick Affirmative to practise it.';
  await expect(page.getByRole('status').getByText(explanation)).toBeVisible();
  await page.getByRole('button', { name: 'Open the settings' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('group', { name: 'Affirmative or negative' })
    .getByRole('checkbox', { name: 'Affirmative' })
    .check();
  const { form, options } = await askedQuestion(page);
  expect(form).toBe('volitional');
  expect(options.negative).toBe(false);
  await expect(page.getByText(VERB_OOPS)).toHaveCount(0);
});

test('unticking every form leaves nothing to ask, on the adjective page and in Vietnamese too', async ({ page }) => {
  await page.goto('/vi/jp/conjugation/adjective');
  await askedQuestion(page);
  await page.getByRole('tab', { name: 'Cài đặt' }).click();
  await page.getByRole('group', { name: 'Các dạng' }).getByRole('button', { name: 'Bỏ chọn' }).click();
  await expect(page.getByText('Ối! Hãy đổi cài đặt khác để chúng tôi tìm được tính từ cho bạn')).toBeVisible();
  await expect(page.getByRole('status').getByText('Hãy chọn ít nhất một dạng.')).toBeVisible();
  // The choice is stored: still nothing to ask after a reload.
  await page.reload();
  await expect(page.getByText('Ối! Hãy đổi cài đặt khác để chúng tôi tìm được tính từ cho bạn')).toBeVisible();
});

test('settings persist, and the adjective page offers only forms adjectives have', async ({ page }) => {
  await page.goto('/en/jp/conjugation/adjective');
  await askedQuestion(page);
  const forms = page.getByRole('group', { name: 'Forms' });
  await expect(forms.getByRole('checkbox')).toHaveCount(5);
  await expect(forms.getByRole('checkbox', { name: /Imperative|Potential|Volitional/ })).toHaveCount(0);
  await forms.getByRole('checkbox', { name: /Conditional/ }).uncheck();
  await page.getByRole('group', { name: 'Meaning' }).getByRole('radio', { name: 'Only after answering' }).check();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Forms' }).getByRole('checkbox', { name: /Conditional/ }),
  ).not.toBeChecked();
  await expect(page.getByText('The meaning appears once you answer')).toBeVisible();
  const { form } = await askedQuestion(page);
  expect(form).not.toBe('conditional');
});

test('the tabs work with the keyboard', async ({ page }) => {
  await page.goto('/en/jp/conjugation/verb');
  await askedQuestion(page);
  await page.getByRole('tab', { name: 'Settings' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Theory' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'The three verb groups' })).toBeVisible();
  await page.keyboard.press('ArrowLeft'); // wraps around
  await expect(page.getByRole('tab', { name: 'Instructions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('the answer can be heard where the browser has a Japanese voice, even one that loads late', async ({ page }) => {
  // One Japanese voice that arrives late, as voices do (voiceschanged).
  await installStandInVoice(page, { arrivesAfterMs: 300 });
  await page.goto('/en/jp/conjugation/verb');
  const { expected } = await askedQuestion(page);
  await answerField(page).press('Escape');
  const listen = page.getByRole('button', { name: `Listen to ${expected.kana[0]}` });
  await listen.click();
  await expect.poll(() => spokenUtterances(page)).toEqual([{ lang: 'ja-JP', text: expected.kana[0] }]);
});

test('without a Japanese voice there is no listen button', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => [{ lang: 'en-US', name: 'English', voiceURI: 'en', localService: true, default: true }],
        speak: () => {},
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
  await page.goto('/en/jp/conjugation/verb');
  await askedQuestion(page);
  await answerField(page).press('Escape');
  await expect(page.getByText('Here is the answer')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Listen to/ })).toHaveCount(0);
});

test('the question replaces its placeholder without pulling the page up or pushing it far down', async ({
  browser,
}) => {
  // Where the tabs below the quiz sit in the server's HTML (the placeholder card) and once a question is asked.
  const tabsTop = async (javaScriptEnabled: boolean, width: number) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/en/jp/conjugation/verb');
    if (javaScriptEnabled) await expect(page.getByTestId('conjugation-question')).toBeVisible();
    const top = await page.getByRole('tablist').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await context.close();
    return top;
  };
  for (const width of [360, 412, 1280]) {
    const moved = (await tabsTop(true, width)) - (await tabsTop(false, width));
    // Words are picked at random: a long meaning may wrap onto one more line, nothing else may move.
    expect(moved, `at ${width} px the tabs moved by ${moved} px`).toBeGreaterThanOrEqual(0);
    expect(moved, `at ${width} px the tabs moved by ${moved} px`).toBeLessThanOrEqual(26);
  }
});

test('the quiz reads its words from a cached file, not from the page, and a failed read can be retried', async ({
  page,
}) => {
  // The page's HTML does not carry the word list (it is a file the browser keeps).
  const html = await (await page.request.get('/vi/jp/conjugation/verb')).text();
  expect(html).not.toContain('祝う|いわう');
  const words = await page.request.get('/api/conjugation/words/verb/vi?build=any');
  expect(words.headers()['cache-control']).toContain('immutable');
  expect(await words.text()).toContain('祝う|いわう|ăn mừng, chúc mừng');

  // Offline the first time: the quiz says so instead of waiting for ever, and asks once the words come.
  let failNext = true;
  await page.route('**/api/conjugation/words/**', (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    return route.abort('internetdisconnected');
  });
  await page.goto('/en/jp/conjugation/verb');
  const alert = page.getByRole('alert').filter({ hasText: "The quiz's words could not be loaded" });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await askedQuestion(page);
  await expect(alert).toHaveCount(0);
});
