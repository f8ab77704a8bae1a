import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { getPublicSetCached } from '@/lib/custom-sets/queries';
import { isLocale } from '@/lib/i18n/routing';
import { avatarPng } from '@/lib/profile/avatar-image';
import { AVATAR_TONES, avatarTone, initials } from '@/lib/profile/initials';
import { uploadedAvatarWebp } from '@/lib/profile/queries';

/**
 * The preview image of a shared set (Open Graph / Twitter): its name, a few of its words, who made it and the
 * card count. Only public sets have one. The author's uploaded picture is drawn; a Google picture is not fetched
 * from Google while the image renders (their initials stand in, as for learners without a picture). Japanese needs a CJK font: a subset of Noto Sans CJK JP (kana, the
 * jōyō kanji, Latin and Vietnamese), committed in assets/fonts with its licence.
 */
let font: Promise<Buffer> | undefined;
const loadFont = () => (font ??= readFile(path.join(process.cwd(), 'assets/fonts/NotoSansJP-Bold-subset.otf')));

export async function GET(request: Request, { params }: { params: Promise<{ set: string }> }) {
  const { set: id } = await params;
  const set = await getPublicSetCached(id);
  if (!set) return new Response('Not found', { status: 404 });
  const requested = new URL(request.url).searchParams.get('l');
  const locale = isLocale(requested) ? requested : 'en';
  const t = await getTranslations({ locale, namespace: 'customSets' });
  const words = set.cards.slice(0, 6);
  const author = set.owner.name ?? t('community.anonymous');
  const picture = await uploadedAvatarWebp(set.owner.image);
  const avatar = picture ? `data:image/png;base64,${(await avatarPng(picture)).toString('base64')}` : null;

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: '56px 64px',
        background: '#09090b',
        color: '#fafafa',
        fontFamily: 'Noto Sans JP',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 32 }}>
        <div
          style={{
            display: 'flex',
            width: 56,
            height: 56,
            borderRadius: 12,
            background: '#f59e0b',
            color: '#09090b',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 36,
          }}
        >
          言
        </div>
        Kotonoha
      </div>
      <div style={{ display: 'flex', marginTop: 40, fontSize: set.name.length > 40 ? 52 : 68, lineHeight: 1.15 }}>
        {set.name.length > 80 ? `${set.name.slice(0, 78)}…` : set.name}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 36 }}>
        {words.map((card) => (
          <div
            key={card.id}
            style={{
              display: 'flex',
              flexDirection: 'column',
              padding: '12px 20px',
              borderRadius: 14,
              background: '#27272a',
              maxWidth: 340,
            }}
          >
            <span style={{ fontSize: 36 }}>{card.word.slice(0, 16)}</span>
            <span style={{ fontSize: 22, color: '#a1a1aa' }}>{card.meaning.slice(0, 28)}</span>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginTop: 'auto', fontSize: 30 }}>
        {avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG by next/og, not a page
          <img src={avatar} alt="" width={56} height={56} style={{ borderRadius: 28 }} />
        ) : (
          <div
            style={{
              display: 'flex',
              width: 56,
              height: 56,
              borderRadius: 28,
              background: AVATAR_TONES[avatarTone(set.owner.id)],
              color: '#ffffff',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 24,
            }}
          >
            {set.owner.name ? initials(set.owner.name) : '?'}
          </div>
        )}
        <span style={{ color: '#e4e4e7' }}>{t('community.by', { name: author })}</span>
        <span style={{ marginLeft: 'auto', color: '#f59e0b' }}>{t('set.ogCards', { count: set.cardCount })}</span>
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      fonts: [{ name: 'Noto Sans JP', data: await loadFont(), weight: 700, style: 'normal' }],
      // The page links the image with ?v=<last change>, so a changed set gets a new address; but a set made
      // private keeps its address, so no cache may serve the image for more than a minute after.
      headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60' },
    },
  );
}
