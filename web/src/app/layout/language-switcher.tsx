import { Button, Menu } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { Language } from '@/i18n/locale';

/** Português (PT) / English (EN): adds or removes the /en prefix and stores the choice. */
export function LanguageSwitcher() {
  const t = useT();
  const { language, switchLanguage } = useLanguage();
  const current = language === 'en' ? t('language.en') : t('language.pt');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t('language.label', { language: current })}>
          <GlobeIcon />
          {language === 'en' ? 'EN' : 'PT'}
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside its landmark (axe 'region'). */}
      <Menu.Positioner>
        <Menu.Content minW="44">
          <Menu.RadioItemGroup value={language} onValueChange={(e) => switchLanguage(e.value as Language)}>
            <Menu.RadioItem value="pt" lang="pt-BR">
              <Menu.ItemText>{t('language.pt')}</Menu.ItemText>
              <Menu.ItemIndicator />
            </Menu.RadioItem>
            <Menu.RadioItem value="en" lang="en">
              <Menu.ItemText>{t('language.en')}</Menu.ItemText>
              <Menu.ItemIndicator />
            </Menu.RadioItem>
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
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
