/** What the form definitions share: finding the property or project a form is about, and its contact. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getProject, getProperty, getSite, getTeamMember, type Property } from '@/lib/catalogue/data';
import { getRoutes } from '@/lib/catalogue/routing/site-routes';
import type { Lang } from '@/lib/catalogue/data/types';
import { projectHref, propertyHref } from '@/lib/catalogue/routing/urls';
import { absoluteUrl } from '@/lib/agency/mail/site';
import type { Subject } from '../mails';

/** The agency's inbox for a property: its contact person's, else site config's. */
export function inboxFor(property?: Pick<Property, 'agentId'> | null): string {
  const agent = property?.agentId ? getTeamMember(property.agentId) : undefined;
  return agent?.email ?? getSite().contact.email;
}

/** The property a form names, if it is in the catalogue in that language. */
export const findProperty = (lang: Lang, id: number) => getProperty(lang, id);

/** Whether the property is still on offer: not sold nor rented. */
export const isAvailable = (property: Property) => property.marquee.state !== 'sold' && property.marquee.state !== 'rented';

export function aboutProperty(id: number): (lang: Lang) => Promise<Subject> {
  return async (lang) => {
    const t = await getTranslations({ locale: lang, namespace: 'Mail' });
    const property = getProperty(lang, id) ?? getProperty(getSite().defaultLanguage, id)!;
    return {
      line: t('property', { title: property.title || property.typeDescription, reference: property.id }),
      link: { label: t('view'), url: absoluteUrl(propertyHref(getRoutes(), lang, property)) },
    };
  };
}

export function aboutProject(id: number): (lang: Lang) => Promise<Subject> {
  return async (lang) => {
    const t = await getTranslations({ locale: lang, namespace: 'Mail' });
    const project = getProject(lang, id) ?? getProject(getSite().defaultLanguage, id)!;
    return {
      line: t('project', { name: project.name }),
      link: { label: t('viewProject'), url: absoluteUrl(projectHref(getRoutes(), lang, project)) },
    };
  };
}

export const fullName = (data: { firstName: string; lastName: string }) => `${data.firstName} ${data.lastName}`;

/** A person's fields as stored: the phone as E.164, the rest as validated. */
export function storable<T extends Record<string, unknown>>(data: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value instanceof File || name === 'password' || name === 'passwordConfirm') continue;
    out[name] = name === 'phone' && value && typeof value === 'object' ? (value as { e164: string }).e164 : value;
  }
  return out;
}
