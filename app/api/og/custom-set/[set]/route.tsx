import { getTranslations } from 'next-intl/server';
import { getPublicSetCached } from '@/features/custom-sets/server/queries';
import { isLocale } from '@/lib/i18n/routing';
import { renderPng } from '@/features/custom-sets/server/preview-image/render-png';
import { SetPreview } from '@/features/custom-sets/server/preview-image/set-preview';
import { avatarPng } from '@/features/profile/server/avatar-image';
import { AVATAR_TONES, avatarTone, initials } from '@/features/profile/initials';
import { uploadedAvatarWebp } from '@/features/profile/server/queries';

/**
 * The preview image of a shared set (Open Graph / Twitter). Only public sets have one. The author's uploaded
 * picture is drawn; a Google picture is not fetched from Google while the image renders (their initials stand in,
 * as for learners without a picture). Drawn on this server alone, emoji and rare kanji included (features/custom-sets/server/preview-image).
 */
export async function GET(request: Request, { params }: RouteContext<'/api/og/custom-set/[set]'>) {
  const { set: id } = await params;
  const set = await getPublicSetCached(id);
  if (!set) return new Response('Not found', { status: 404 });
  const requested = new URL(request.url).searchParams.get('l');
  const locale = isLocale(requested) ? requested : 'en';
  const t = await getTranslations({ locale, namespace: 'customSets' });
  const picture = await uploadedAvatarWebp(set.owner.image);

  const png = await renderPng(
    <SetPreview
      name={set.name}
      words={set.cards.slice(0, 6)}
      byline={t('community.by', { name: set.owner.name ?? t('community.anonymous') })}
      avatar={picture ? `data:image/png;base64,${(await avatarPng(picture)).toString('base64')}` : null}
      initials={set.owner.name ? initials(set.owner.name) : '?'}
      tone={AVATAR_TONES[avatarTone(set.owner.id)]}
      cardsLabel={t('set.ogCards', { count: set.cardCount })}
    />,
    { width: 1200, height: 630 },
  );
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      // The page links the image with ?v=<last change>, so a changed set gets a new address; but a set made
      // private keeps its address, so no cache may serve the image for more than a minute after.
      'Cache-Control': 'public, max-age=60, s-maxage=60',
    },
  });
}
