import { BookOpenText, Languages, Shapes, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';

const DESTINATIONS = [
  { key: 'kanji', href: '/jp/flash-card/kanji', Icon: Shapes },
  { key: 'vocabulary', href: '/jp/flash-card/vocabulary', Icon: BookOpenText },
  { key: 'conjugation', href: '/jp/conjugation/verb', Icon: Languages },
  { key: 'community', href: '/flash-cards/custom', Icon: Users },
] as const;

/** The hub of the study screens: kanji, words, conjugation and the community's sets. */
export async function FlashCardsScreen() {
  const t = await getTranslations('pages.flashCards');
  return (
    <>
      <PageHeading description={t('intro')}>{t('heading')}</PageHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {DESTINATIONS.map(({ key, href, Icon }) => (
          <li key={key}>
            <Link href={href} className="group block h-full rounded-xl">
              <Card className="h-full transition-colors group-hover:border-primary-500">
                <Icon aria-hidden className="mb-3 size-7 text-primary-500" />
                <h2 className="text-lg font-semibold">{t(key)}</h2>
                <p className="mt-1 text-sm text-muted">{t(`${key}Text`)}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
