/** Our own not-found illustration: a torii gate with the path beyond it fading out. */
export function NotFoundPicture({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 180" role="img" aria-label={label} className="h-auto w-56 sm:w-64">
      <defs>
        <linearGradient id="nf-path" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="currentColor" stopOpacity="0" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <circle cx="178" cy="44" r="18" className="fill-accent-line" />
      <path d="M104 178 L116 96 L124 96 L136 178 Z" fill="url(#nf-path)" className="text-zinc-500" />
      <g className="fill-art">
        <rect x="34" y="40" width="172" height="12" rx="4" />
        <rect x="46" y="62" width="148" height="9" rx="3" />
        <rect x="62" y="48" width="12" height="130" rx="3" />
        <rect x="166" y="48" width="12" height="130" rx="3" />
        <rect x="114" y="52" width="12" height="12" />
      </g>
      <rect x="26" y="32" width="188" height="10" rx="5" className="fill-body" />
      <text
        x="120"
        y="140"
        textAnchor="middle"
        className="fill-placeholder"
        style={{ font: '600 44px ui-sans-serif, system-ui, sans-serif' }}
      >
        ?
      </text>
    </svg>
  );
}
