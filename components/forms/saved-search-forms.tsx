'use client';

import { useTranslations } from '@/components/i18n/texts';
import type { SavedSearchView } from '@/lib/visitor/forms/state';
import { TextField } from './fields';
import { CriteriaFields, useFieldLabels, type Option } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

/**
 * "My search": signing in with the demand register's address and password, then one form per
 * search to change it or stop it (lib/visitor/subscriptions/manage.ts).
 */
export function SavedSearchLoginForm({ types, zones, ...shell }: ShellProps & { types: Option[]; zones: Option[] }) {
  const f = useFieldLabels();
  const t = useTranslations('Forms');
  return (
    <FormShell
      form="search-login"
      submitLabel={t('search-login.submit')}
      done={(state) =>
        state.searches ? (
          <div className="search-list">
            <p role="status">{t('messages.signedIn')}</p>
            {state.searches.items.map((search) => (
              <SavedSearchEditForm
                key={search.id}
                search={search}
                access={state.searches!.access}
                types={types}
                zones={zones}
                {...shell}
                header={undefined}
                summary={undefined}
              />
            ))}
          </div>
        ) : null
      }
      {...shell}
    >
      <div className="form__grid">
        <TextField name="email" label={f('email')} required type="email" autoComplete="email" inputMode="email" maxLength={254} />
        <TextField
          name="password"
          label={f('password')}
          required
          type="password"
          autoComplete="current-password"
          maxLength={128}
          keep={false}
        />
      </div>
    </FormShell>
  );
}

/** A search's places: the catalogue's as ticked boxes, the others as the postal codes typed (zonesOther). */
function withTypedZones(criteria: Record<string, string | string[]>, options: Option[]): Record<string, string | string[]> {
  const zones = Array.isArray(criteria.zones) ? criteria.zones : criteria.zones ? [criteria.zones] : [];
  const listed = new Set(options.map((option) => option.value));
  return { ...criteria, zones: zones.filter((zip) => listed.has(zip)), zonesOther: zones.filter((zip) => !listed.has(zip)).join(', ') };
}

export function SavedSearchEditForm({
  search,
  access,
  types,
  zones,
  ...shell
}: ShellProps & { search: SavedSearchView; access: string; types: Option[]; zones: Option[] }) {
  const t = useTranslations('Forms.search-edit');
  return (
    <section className="search-edit" aria-label={t('title')}>
      {search.confirmed ? null : <p className="form__hint">{t('pending')}</p>}
      <FormShell
        form="search-edit"
        captcha={false}
        hidden={{ access, searchId: search.id }}
        initial={withTypedZones(search.criteria, zones)}
        actions={
          <>
            <button type="submit" name="intent" value="save" className="button button--accent">
              {t('save')}
            </button>
            <button type="submit" name="intent" value="stop" className="button button--outline">
              {t('stop')}
            </button>
          </>
        }
        {...shell}
      >
        <CriteriaFields types={types} zones={zones} />
      </FormShell>
    </section>
  );
}
