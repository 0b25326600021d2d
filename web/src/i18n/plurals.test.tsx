import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { useT } from './i18n-provider';
import type { MessageId } from './messages';
import { useTagLabel } from './tag-label';

function Say(props: { id: MessageId; values?: Record<string, number | string> }) {
  return <output>{useT()(props.id, props.values)}</output>;
}
function Tags(props: { tags: string[] }) {
  const label = useTagLabel();
  return <output>{props.tags.map(label).join(' | ')}</output>;
}

const say = (at: string, id: MessageId, values: Record<string, number | string>) => {
  const { unmount } = renderWithApp(<Say id={id} values={values} />, { at });
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
};

describe('plural forms', () => {
  // In pt-BR 0 takes the singular category (CLDR "one" is 0 and 1), so exact 1 is spelled out.
  it('Portuguese: 0 and 2 are plural, 1 is singular', () => {
    expect(say('/', 'screens.shown', { shown: 0, total: 0 })).toBe('0 de 0 telas');
    expect(say('/', 'screens.shown', { shown: 1, total: 1 })).toBe('1 de 1 tela');
    expect(say('/', 'screens.shown', { shown: 50, total: 694 })).toBe('50 de 694 telas');
    expect(say('/', 'appCard.screens', { count: 0 })).toBe('0 telas');
    expect(say('/', 'screens.tagCount', { tag: 'Botão', count: 0 })).toBe('Botão, 0 telas');
    expect(say('/', 'apps.count', { count: 1 })).toBe('1 aplicativo');
  });

  it('English', () => {
    expect(say('/en', 'screens.shown', { shown: 0, total: 0 })).toBe('0 of 0 screens');
    expect(say('/en', 'screens.shown', { shown: 1, total: 1 })).toBe('1 of 1 screen');
    expect(say('/en', 'screens.components', { count: 2 })).toBe('Components (2)');
  });
});

describe('component tag labels', () => {
  const ALL =
    'navigation form chart modal card loading splash-screen avatar button filter icon dropdown list input onboarding callout menu tabs search accordion carousel table profile settings notification auth login dashboard sidebar'.split(
      ' ',
    );

  it('every tag of the colour list and the quick-add list reads in Portuguese; ids stay for unknown tags', () => {
    renderWithApp(<Tags tags={['callout', 'splash-screen', 'Form', 'meu-tag']} />);
    expect(screen.getByRole('status').textContent).toBe('Destaque | Tela de abertura | Formulário | meu-tag');
  });

  it('has a label for each known tag in both languages; English is the id, humanized', () => {
    const { unmount } = renderWithApp(<Tags tags={ALL} />);
    const pt = (screen.getByRole('status').textContent ?? '').split(' | ');
    unmount();
    expect(pt.filter((label, i) => label === ALL[i])).toEqual([]);
    renderWithApp(<Tags tags={['splash-screen', 'callout', 'navigation']} />, { at: '/en' });
    expect(screen.getByRole('status').textContent).toBe('Splash screen | Callout | Navigation');
  });
});
