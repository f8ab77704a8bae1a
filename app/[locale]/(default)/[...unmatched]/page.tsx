import { notFound } from 'next/navigation';

// Any path no route matches: the localized 404 screen with status 404. The metadata says so too: thrown there,
// Next.js resolves the not-found screen's title ("Page not found | Kotonoha") for the page's data as well as for
// its HTML; the browser would otherwise take the layout's bare "Kotonoha" from the data when it hydrates.
export function generateMetadata(): never {
  notFound();
}

export default function UnmatchedPage() {
  notFound();
}
