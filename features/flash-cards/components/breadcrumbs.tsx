import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export interface Crumb {
  label: string;
  /** Locale-less path; the last crumb (the current page) has none. */
  href?: string;
}

/** "Flash cards › Kanji › N5 › Unit 3": where this page sits, each step a link back up. */
export async function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = await getTranslations('builtin');
  return (
    <nav aria-label={t('breadcrumbs')} className="breadcrumbs mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {/* The chevrons between the crumbs come from CSS (globals.css, .breadcrumbs). */}
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-1">
            {item.href ? (
              <Link href={item.href} className="rounded px-0.5 underline-offset-4 hover:text-accent hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="px-0.5 font-medium text-fg">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
