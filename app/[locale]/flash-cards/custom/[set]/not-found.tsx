import { NotFoundScreen } from '@/components/errors/not-found-screen';

// A private or missing set: the same 404 screen, inside this page's own landmark (it has no layout).
export default function NotFound() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <NotFoundScreen />
    </main>
  );
}
