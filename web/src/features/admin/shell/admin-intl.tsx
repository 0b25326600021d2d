import { type ReactNode, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { ADMIN_MESSAGES } from '@/i18n/admin-messages';
import { useLanguage } from '@/i18n/i18n-provider';
import { INTL_LOCALE } from '@/i18n/locale';
import { messagesFor } from '@/i18n/messages';

/** Adds the admin half of the catalogs (loaded with these screens only) to the site's messages. */
export function AdminIntl(props: { children: ReactNode }) {
  const { language } = useLanguage();
  const messages = useMemo(() => ({ ...messagesFor(language), ...ADMIN_MESSAGES[language] }), [language]);
  return (
    <IntlProvider locale={INTL_LOCALE[language]} defaultLocale="pt-BR" messages={messages as any}>
      {props.children}
    </IntlProvider>
  );
}
