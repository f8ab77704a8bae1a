import { Link } from '@/lib/i18n/navigation';

/** The home link. Its accessible name starts with the visible word, so voice users can say what they see. */
/** `compact`: the wordmark gives way to the links beside it on narrow phones (the mark and the label stay). */
export function Logo({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <Link href="/" className="flex items-center gap-2 font-bold tracking-tight">
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-lg bg-primary-500 font-jp text-lg text-on-primary"
      >
        言
      </span>
      <span className={compact ? 'sr-only text-lg min-[440px]:not-sr-only' : 'text-lg'}>Kotonoha</span>
      <span className="sr-only">{`, ${label}`}</span>
    </Link>
  );
}
