/**
 * The "Language" setting of /profile (decision 047): the member's language for the app, e-mails
 * and pushes, saved on the account (PUT /api/users/{id}/locale). Saving writes the locale cookie
 * and reloads the page, which the server then renders in the new language.
 */
import { useId, useState } from 'react';
import { LOCALES, isLocale, type Locale } from '@common/i18n/locales';
import type { SessionUser } from '@common/schemas';
import { callApi } from '../../../lib/api';
import { currentLocale, saveLocaleCookie, t } from '../../../lib/i18n';
import { errorText } from '../../../lib/i18n-errors';
import { toast } from '../../../lib/toast-store';

export function LanguageSetting({ user }: { user: SessionUser }) {
  const id = useId();
  const page = currentLocale();
  const [value, setValue] = useState<Locale>(
    isLocale(user.locale) ? user.locale : isLocale(page) ? page : 'en',
  );
  const [saving, setSaving] = useState(false);

  async function choose(locale: Locale) {
    setValue(locale);
    setSaving(true);
    try {
      await callApi('putUserLocale', { params: { id: user.id }, body: { locale } });
      saveLocaleCookie(locale);
      window.location.reload();
    } catch (err) {
      setSaving(false);
      toast({
        title: t('profile.languageFailed'),
        description: errorText(err, 'profile.languageFailed'),
        variant: 'destructive',
      });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-line bg-surface p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('profile.language')}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t('profile.languageHint')}
      </p>
      <label htmlFor={id} className="sr-only">
        {t('profile.language')}
      </label>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={value}
        disabled={saving}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value);
        }}
        className="mt-3 w-full rounded-xl border border-line bg-surface px-3 py-2 text-start"
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code} dir={locale.dir}>
            {locale.name}
          </option>
        ))}
      </select>
    </section>
  );
}
