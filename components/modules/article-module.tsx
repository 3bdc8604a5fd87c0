import { getArticle, getTeamMember, localize } from '@/lib/catalogue/data';
import { RichText } from '@/components/ui/rich-text';
import { AgentCard } from '@/components/property/agent-card';
import type { ModuleProps } from './module-props';

/** Article (single view): the referenced articles' HTML, and a contact card for a team relation. */
export function ArticleModule({ lang, mod }: ModuleProps) {
  const articles = mod.relations.filter((r) => r.type === 'article').map((r) => getArticle(r.id));
  const members = mod.relations.filter((r) => r.type === 'team').map((r) => getTeamMember(r.id));
  return (
    <>
      {articles.map(
        (article) => article && <RichText key={article.id} html={localize(article.html, lang)} lang={lang} className="article" />,
      )}
      {members.map((member) => member && <AgentCard key={member.id} lang={lang} member={member} />)}
    </>
  );
}
