'use client';

import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { BadgeList } from './badge-list';
import { OwnerAvatar } from './owner-avatar';

/** One public set as the community grid shows it, every text already translated on the server. */
export interface CommunityCard {
  id: string;
  name: string;
  description: string;
  badges: string[];
  /** The author: display name (null: none, shown as "A learner"), picture, colour of the initials. */
  owner: { name: string | null; image: string | null; tone: number };
  byLine: string;
  avatarAlt: string;
}

/**
 * The community's grid of sets. A client component that gets plain data, not markup: rendered on the server,
 * every card's element tree (mostly class names) went into the page's React payload beside its HTML — about
 * 1.5 kB a card, and most of the page's rendering time on each request.
 */
export function CommunitySetGrid({ sets }: { sets: readonly CommunityCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {sets.map((set) => (
        <li key={set.id}>
          <Card className="flex h-full flex-col gap-3">
            <h3 className="text-lg font-semibold wrap-anywhere">
              <Link href={`/flash-cards/custom/${set.id}`} className="hover:underline">
                {set.name}
              </Link>
            </h3>
            {set.description ? (
              <p className="line-clamp-2 text-sm wrap-anywhere text-muted">{set.description}</p>
            ) : null}
            <BadgeList label={set.name} items={set.badges} />
            <div className="mt-auto flex items-center gap-2 pt-1 text-sm">
              <OwnerAvatar {...set.owner} alt={set.avatarAlt} size={28} />
              <span className="truncate">{set.byLine}</span>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
