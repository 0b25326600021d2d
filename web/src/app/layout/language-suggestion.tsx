import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LineIcon } from '@/components/line-icon';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { isEnglishPath, readStoredLanguage } from '@/i18n/locale';
import english from '@/i18n/messages/en.json?suggest';

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
  const choose = (next: 'en' | 'pt') => () => {
    setAnswered(true);
    switchLanguage(next);
  };
  // Plain elements styled by class (theme/offer-css) and the offer's own English strings: no
  // formatter or style of its own to build right after hydration.
  return (
    <aside
      lang="en"
      aria-label={english['language.suggestLabel']}
      data-testid="language-suggestion"
      className="vp-offer"
    >
      <p className="vp-offer__text">{english['language.suggestText']}</p>
      <div className="vp-offer__actions">
        <button type="button" className="vp-offer__button vp-offer__button--solid" onClick={choose('en')}>
          {english['language.suggestSwitch']}
        </button>
        <button type="button" className="vp-offer__button" lang="pt-BR" onClick={choose('pt')}>
          {keep}
        </button>
      </div>
      <button type="button" className="vp-offer__close" lang="pt-BR" aria-label={keep} onClick={choose('pt')}>
        <LineIcon name="close" />
      </button>
    </aside>
  );
}
