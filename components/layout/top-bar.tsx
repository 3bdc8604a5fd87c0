import { getSite, localize } from '@/lib/catalogue/data';
import type { Lang, TopBarItem } from '@/lib/catalogue/data/types';
import { href as localHref } from '@/lib/catalogue/routing/navigation';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';

function Item({ item, lang }: { item: TopBarItem; lang: Lang }) {
  const label = localize(item.label, lang);
  const content = (
    <>
      {item.icon && <Icon name={item.icon} size={16} />}
      <span>{label}</span>
    </>
  );
  const style = item.color ? { color: item.color } : undefined;
  return (
    <li style={style}>
      {item.link ? (
        <SmartLink href={localHref(lang, item.link)} className="top-bar__link">
          {content}
        </SmartLink>
      ) : (
        <span className="top-bar__link">{content}</span>
      )}
    </li>
  );
}

/** Optional bar of links above the header, in a left and a right group; hidden items (status false) are skipped. */
export function TopBar({ lang, label }: { lang: Lang; label: string }) {
  const { topBar } = getSite();
  if (!topBar.status) return null;
  const left = topBar.left.filter((i) => i.status);
  const right = topBar.right.filter((i) => i.status);
  if (!left.length && !right.length) return null;
  return (
    <nav className="top-bar" aria-label={label}>
      <div className="container top-bar__inner">
        <ul className="top-bar__group">
          {left.map((item, i) => (
            <Item key={i} item={item} lang={lang} />
          ))}
        </ul>
        <ul className="top-bar__group top-bar__group--right">
          {right.map((item, i) => (
            <Item key={i} item={item} lang={lang} />
          ))}
        </ul>
      </div>
    </nav>
  );
}
