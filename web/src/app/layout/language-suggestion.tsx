import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { isEnglishPath, readStoredLanguage } from '@/i18n/locale';
import suggestion from '@/i18n/messages/en.json?suggest';

/** Whether the browser asks for English before Portuguese (spec section 1: its second source). */
export function browserPrefersEnglish(languages: readonly string[]): boolean {
  const first = languages.find((l) => /^(pt|en)\b/i.test(l));
  return first?.toLowerCase().startsWith('en') ?? false;
}

/**
 * A first visit whose browser asks for English, on a Portuguese page: English is offered, never
 * imposed (a shared Portuguese link stays Portuguese). Shown after hydration, fixed over the page's
 * corner, so nothing on the page moves (CLS 0); either answer is stored as the switcher stores it
 * (i18nextLng: 'en' by switching, 'pt' by dismissing), so it is asked once (issue 53).
 */
export function LanguageSuggestion() {
  const { language, switchLanguage } = useLanguage();
  const { pathname } = useLocation();
  const t = useT();
  // Shown after hydration only: the server cannot know the browser's languages.
  const [shown, setShown] = useState(false);
  const wanted =
    language === 'pt' &&
    !isEnglishPath(pathname) &&
    !pathname.startsWith('/admin') &&
    readStoredLanguage() === null &&
    browserPrefersEnglish(globalThis.navigator?.languages ?? []);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (wanted) setShown(true);
  }, [wanted]);
  if (!wanted || !shown || answered) return null;

  // The Portuguese answer in Portuguese, beside the English offer in English.
  const keep = t('language.suggestKeep');
  return (
    // Only the offer's own strings (web/build/compile-messages.ts): the English catalog waits until chosen.
    <IntlProvider locale="en" messages={suggestion as any}>
      <Offer
        keep={keep}
        onEnglish={() => {
          setAnswered(true);
          switchLanguage('en');
        }}
        onKeep={() => {
          setAnswered(true);
          switchLanguage('pt');
        }}
      />
    </IntlProvider>
  );
}

function Offer(props: { keep: string; onEnglish: () => void; onKeep: () => void }) {
  const t = useT();
  return (
    <Box
      as="aside"
      lang="en"
      aria-label={t('language.suggestLabel')}
      data-testid="language-suggestion"
      position="fixed"
      insetEnd={{ base: '2', md: '4' }}
      insetStart={{ base: '2', md: 'auto' }}
      bottom={{ base: '2', md: '4' }}
      zIndex="toast"
      maxW={{ md: 'sm' }}
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="xl"
      shadow="lg"
      ps="4"
      pe="10"
      py="3"
    >
      <Text fontSize="sm" mb="2">
        {t('language.suggestText')}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={props.onEnglish}>
          {t('language.suggestSwitch')}
        </Button>
        <Button size="sm" variant="outline" lang="pt-BR" onClick={props.onKeep}>
          {props.keep}
        </Button>
      </HStack>
      <CloseButton
        size="sm"
        position="absolute"
        top="1"
        insetEnd="1"
        lang="pt-BR"
        aria-label={props.keep}
        onClick={props.onKeep}
      />
    </Box>
  );
}
