import { Link } from '@/lib/i18n/navigation';

export function Logo({ label }: { label: string }) {
  return (
    <Link href="/" aria-label={label} className="flex items-center gap-2 font-bold tracking-tight">
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-lg bg-primary-500 font-jp text-lg text-zinc-950"
      >
        言
      </span>
      <span className="text-lg">Kotonoha</span>
    </Link>
  );
}
