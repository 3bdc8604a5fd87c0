import { IntentLink } from '@/components/ui/intent-link';
import type { ComponentProps, ReactNode } from 'react';
import { isExternal } from '@/lib/catalogue/routing/urls';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode };

/**
 * The site's link rule: http(s) links open in a new tab with rel="noopener"; internal links
 * navigate inside the app. `href` must already be localized.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href))
    return (
      <a href={href} target="_blank" rel="noopener" {...rest}>
        {children}
      </a>
    );
  if (!href.startsWith('/'))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <IntentLink href={href} {...rest}>
      {children}
    </IntentLink>
  );
}
