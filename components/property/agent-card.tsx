import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import { localize } from '@/lib/catalogue/data';
import type { Lang, TeamMember } from '@/lib/catalogue/data';
import { formatPhone, telHref } from '@/lib/catalogue/format/phone';
import { Icon } from '@/components/ui/icon';

/** The contact person: photo, role, call and e-mail links (phone numbers per docs/product.md section 5). */
export async function AgentCard({ lang, member }: { lang: Lang; member: TeamMember }) {
  const t = await getTranslations({ locale: lang, namespace: 'Team' });
  const name = `${member.firstName} ${member.lastName}`;
  const phones = [member.phone, member.mobile].filter((p): p is string => !!p);
  return (
    <div className="agent-card">
      {member.picture && (
        <Photo src={member.picture.url} alt={name} width={96} height={96} sizes="96px" className="agent-card__photo" quality={70} />
      )}
      <div>
        <p className="agent-card__name">{name}</p>
        <p className="agent-card__role">{localize(member.role, lang)}</p>
        <ul className="agent-card__links">
          {phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)} aria-label={t('call', { name, phone: formatPhone(phone) })}>
                <Icon name="phone" size={16} /> {formatPhone(phone)}
              </a>
            </li>
          ))}
          <li>
            <a href={`mailto:${member.email}`} aria-label={t('mail', { name, email: member.email })}>
              <Icon name="mail" size={16} /> {member.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
