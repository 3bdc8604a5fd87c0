import { getTranslations } from 'next-intl/server';
import type { ModuleProps } from './module-props';

export async function UnknownModule({ lang }: ModuleProps) {
  const t = await getTranslations({ locale: lang, namespace: 'Modules' });
  return (
    <p className="module__unknown" role="note">
      {t('viewNotFound')}
    </p>
  );
}
