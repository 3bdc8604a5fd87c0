import { currentLanguage } from '@/i18n/routing';
import { NotFoundContent } from '@/components/layout/not-found-content';

export default async function PropertyNotFound() {
  return <NotFoundContent lang={await currentLanguage()} kind="property" />;
}
