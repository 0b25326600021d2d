import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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

function answer(similar: object[], pending = false) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('ViewerSimilar', ({ variables }) => {
      asked.push(variables.id);
      return HttpResponse.json({
        data: { screen: { __typename: 'Screen', id: 'Screen:1', similarPending: pending, similar } },
      });
    }),
  );
  return asked;
}

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

  it('says when there are none yet, and when they are still being worked out', async () => {
    answer([]);
    const first = renderWithApp(<ViewerSimilar screenId={1} />);
    expect(await screen.findByText('Ainda não há telas parecidas com esta.')).toBeTruthy();
    first.unmount();
    answer([], true);
    renderWithApp(<ViewerSimilar screenId={2} />, { stored: 'en' });
    expect(await screen.findByText('Looking for similar screens…')).toBeTruthy();
    expect(screen.getByText('Similar screens')).toBeTruthy();
  });
});
