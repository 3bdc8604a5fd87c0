'use client';

/**
 * A plain form posting to a server action that always redirects (my visit's cancel and move,
 * app/[lang]/(site)/my-visit): without JavaScript the post goes to `page`, the page the form is on with
 * what its address needs, as the owner area's forms (components/owner/owner-forms.tsx); without it
 * React writes `action=""`, which HTML forbids.
 */
import { useActionState, type ReactNode } from 'react';

export function PermalinkForm({
  action,
  page,
  className,
  children,
}: {
  action: (previous: null, data: FormData) => Promise<null>;
  page: string;
  className?: string;
  children: ReactNode;
}) {
  const [, formAction] = useActionState(action, null, page);
  return (
    <form action={formAction} className={className}>
      {children}
    </form>
  );
}
