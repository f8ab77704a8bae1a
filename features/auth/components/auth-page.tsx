import type { ReactNode } from 'react';

/** The heading block of an auth card: title, optional lead, then the content. */
export function AuthCardHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {lead ? <p className="mt-2 text-sm text-muted">{lead}</p> : null}
    </div>
  );
}

/** The line under a form: "New here? Create an account". */
export function AuthFooterLink({ children }: { children: ReactNode }) {
  return <p className="mt-6 text-center text-sm text-muted">{children}</p>;
}

export const linkClasses = 'font-medium text-link hover:underline';
