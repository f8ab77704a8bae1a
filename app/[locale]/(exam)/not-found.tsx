import { NotFoundScreen } from '@/components/errors/not-found-screen';

// Next.js ignores a not-found file beside a root layout when there are several root layouts
// (one per locale here), so each route group has its own.
export default function NotFound() {
  return <NotFoundScreen />;
}
