import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { notFoundMetadata } from '@/lib/i18n/page';

export const generateMetadata = notFoundMetadata;

// A private or missing set: the same 404 screen, inside this page's own landmark (it has no layout).
export default function NotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <NotFoundScreen />
    </main>
  );
}
