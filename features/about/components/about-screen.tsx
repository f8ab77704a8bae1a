import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';

/** Who to contact, and where the built-in content comes from under which licences. */
export async function AboutScreen() {
  const t = await getTranslations('pages.about');
  return (
    <article className="max-w-3xl">
      <PageHeading description={t('intro')}>{t('heading')}</PageHeading>
      <section className="mb-8">
        <h2 className="mb-2 text-xl font-semibold">{t('contactHeading')}</h2>
        <p className="text-soft">{t('contactText')}</p>
      </section>
      <section id="sources">
        <h2 className="mb-2 text-xl font-semibold">{t('sourcesHeading')}</h2>
        <p className="text-soft">{t('sourcesText')}</p>
        <h3 className="mt-4 mb-2 font-semibold">{t('sourcesListLabel')}</h3>
        <ul className="list-disc space-y-1 pl-5 text-soft">
          <li>{t('sourcesLists')}</li>
          <li>{t('sourcesKanji')}</li>
          <li>{t('sourcesWords')}</li>
          <li>{t('sourcesPitch')}</li>
          <li>{t('sourcesStrokes')}</li>
          <li>{t('sourcesOwn')}</li>
          <li>{t('sourcesPreviews')}</li>
        </ul>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {[
            ['https://www.edrdg.org/edrdg/licence.html', t('sourcesLicence')],
            ['https://github.com/jamsinclair/open-anki-jlpt-decks/blob/main/LICENSE', t('sourcesListsLicence')],
            ['https://www.tanos.co.uk/jlpt/', t('sourcesTanos')],
            ['https://github.com/mifunetoshiro/kanjium', t('sourcesKanjium')],
            ['https://github.com/jdecked/twemoji/blob/main/LICENSE-GRAPHICS', t('sourcesTwemojiLicence')],
            ['https://openfontlicense.org/', t('sourcesFontsLicence')],
            ['https://creativecommons.org/licenses/by-sa/3.0/', t('sourcesStrokesLicence')],
          ].map(([href, label]) => (
            <li key={href}>
              <a href={href} className="text-accent underline underline-offset-4" rel="noopener">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
