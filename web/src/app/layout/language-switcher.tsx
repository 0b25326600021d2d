import { Button } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import { DeferredMenu } from '@/components/menu';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { Language } from '@/i18n/locale';

/** Português (PT) / English (EN): adds or removes the /en prefix and stores the choice. */
export function LanguageSwitcher() {
  const t = useT();
  const { language, switchLanguage } = useLanguage();
  const current = language === 'en' ? t('language.en') : t('language.pt');
  return (
    <DeferredMenu
      spec={{
        type: 'radio',
        placement: 'bottom-end',
        minW: '44',
        value: language,
        items: [
          { value: 'pt', label: t('language.pt'), lang: 'pt-BR' },
          { value: 'en', label: t('language.en'), lang: 'en' },
        ],
        onValueChange: (value) => switchLanguage(value as Language),
      }}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('language.label', { language: current })}>
          <GlobeIcon />
          {language === 'en' ? 'EN' : 'PT'}
        </Button>
      }
    />
  );
}

function GlobeIcon() {
  return (
    <LineIcon size={16}>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </LineIcon>
  );
}
