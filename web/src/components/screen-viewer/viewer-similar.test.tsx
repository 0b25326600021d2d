import { fireEvent, screen, within } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import pt from '@/i18n/messages/pt-BR.json';
import { server } from '@/testing/msw-server';
import { location, renderWithApp } from '@/testing/render';
import { ViewerSimilar } from './viewer-similar';

const near = (n: number) => ({
  __typename: 'Screen',
  id: `Screen:${n}`,
  airtableId: `rec${n}`,
  name: `Login ${n}`,
  src: `/media/${n}.png`,
  app: { __typename: 'App', id: `App:${n}`, name: `App ${n}`, slug: `app-${n}` },
});

/** Answers each ViewerSimilar read with the next of `states` (the last one once they run out). */
function answer(similar: object[], pending = false, ...later: { similar: object[]; pending: boolean }[]) {
  const asked: unknown[] = [];
  const states = [{ similar, pending }, ...later];
  server.use(
    graphql.query('ViewerSimilar', ({ variables }) => {
      const state = states[Math.min(asked.length, states.length - 1)] ?? { similar, pending };
      asked.push(variables.id);
      return HttpResponse.json({
        data: {
          screen: {
            __typename: 'Screen',
            id: `Screen:${variables.id}`,
            similarPending: state.pending,
            similar: state.similar,
          },
        },
      });
    }),
  );
  return asked;
}

// Both languages, in the catalogs' own words (a changed message changes the test's expectation with it);
// the build hands the catalogs over parsed, which IntlMessageFormat takes as they are.
const wordsOf = (catalog: Record<string, unknown>, locale: string) => (id: string, values?: Record<string, string>) =>
  String(new IntlMessageFormat(catalog[id] as string, locale).format(values));
const LANGUAGES = [
  { stored: null, words: wordsOf(pt, 'pt-BR') },
  { stored: 'en', words: wordsOf(en, 'en') },
] as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('ViewerSimilar', () => {
  it('lists the similar screens, each opening in its app page', async () => {
    const asked = answer([near(7), near(8)]);
    renderWithApp(<ViewerSimilar screenId={1} />);
    const section = await screen.findByTestId('viewer-similar');
    expect(within(section).getByText('Telas parecidas')).toBeTruthy();
    const link = await within(section).findByRole('link', { name: 'Abrir Login 7, de App 7' });
    expect(link.getAttribute('href')).toBe('/app/app-7?screen=rec7');
    expect(within(section).getAllByRole('link')).toHaveLength(2);
    expect(asked).toEqual(['1']);
    fireEvent.click(link);
    expect(location.current).toBe('/app/app-7?screen=rec7');
  });

  for (const { stored, words } of LANGUAGES) {
    it(`says when a screen has no neighbours yet (${stored ?? 'pt'})`, async () => {
      answer([]);
      renderWithApp(<ViewerSimilar screenId={1} />, { stored });
      const section = await screen.findByTestId('viewer-similar');
      const status = await within(section).findByRole('status');
      expect(status.textContent).toBe(words('viewer.similarEmpty'));
      expect(within(section).getByText(words('viewer.similar'))).toBeTruthy();
      expect(within(section).queryByRole('link')).toBeNull();
    });

    it(`says so while its job runs, then shows what the job found (${stored ?? 'pt'})`, async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const asked = answer([], true, { similar: [near(9)], pending: false });
      renderWithApp(<ViewerSimilar screenId={3} />, { stored });
      const section = await screen.findByTestId('viewer-similar');
      const status = await within(section).findByRole('status');
      expect(status.textContent).toBe(words('viewer.similarPending'));
      expect(status.textContent).not.toBe(words('viewer.similarEmpty'));
      // It looks again every 5 s while pending; once the job has run, the list replaces the status.
      await vi.advanceTimersByTimeAsync(5000);
      const name = words('viewer.similarOpen', { name: 'Login 9', app: 'App 9' });
      expect(await within(section).findByRole('link', { name })).toBeTruthy();
      expect(within(section).queryByRole('status')).toBeNull();
      expect(asked.length).toBe(2);
      // Settled: no more reads.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(asked.length).toBe(2);
    });
  }
});
