import type { ReactNode } from 'react';

/** The page's one <h1>, with an optional line of text under it (which may be a learner's long, unbroken text). */
export function PageHeading({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <div className="mb-6 sm:mb-8">
      <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{children}</h1>
      {description ? <p className="mt-2 wrap-anywhere text-muted">{description}</p> : null}
    </div>
  );
}
