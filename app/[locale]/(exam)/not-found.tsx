import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { notFoundMetadata } from '@/lib/i18n/page';

export const generateMetadata = notFoundMetadata;

// Next.js ignores a not-found file beside a root layout when there are several root layouts
// (one per locale here), so each route group has its own.
export default function NotFound() {
  return <NotFoundScreen />;
}
