import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { location, renderWithApp } from '@/testing/render';
import { useLanguage } from './i18n-provider';

// Two quick picks (English, then Portuguese before English took effect) end in the last one picked.
function QuickPicks() {
  const { language, switchLanguage } = useLanguage();
  return (
    <button
      type="button"
      onClick={() => {
        switchLanguage('en');
        switchLanguage('pt');
      }}
    >
      {language}
    </button>
  );
}

describe('language switch', () => {
  it('applies only the latest choice, from the address the page is at', async () => {
    renderWithApp(<QuickPicks />, { at: '/screens?tag=login' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(location.current).toBe('/screens?tag=login');
    expect(screen.getByRole('button').textContent).toBe('pt');
  });
});
