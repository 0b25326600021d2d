import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import PrivacyRoute from './privacy-route';
import TermsRoute from './terms-route';

function serveDocs(seen: string[]) {
  server.use(
    http.get('*/api/docs/:title', ({ request, params }) => {
      seen.push(`${params.title}|${new URL(request.url).searchParams.get('lang') ?? 'pt'}`);
      const en = new URL(request.url).searchParams.get('lang') === 'en';
      return HttpResponse.json({
        id: 'termos-de-uso',
        title: en ? 'Terms of Use' : 'Termos de Uso',
        content: en
          ? '# Terms of Use\n\n## What it is\n\nA **gallery**. See the [Privacy Policy](/en/politica-de-privacidade).'
          : '# Termos de Uso\n\n## O que é\n\nUma **galeria**.\n\n- item um\n- item dois',
        status: 'published',
      });
    }),
  );
}

describe('legal pages', () => {
  it("terms: 'Carregando...' while the text loads, then the Markdown under the catalog's title", async () => {
    const seen: string[] = [];
    serveDocs(seen);
    renderWithApp(<TermsRoute />, { at: '/termos-de-uso' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Termos de uso');
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'O que é' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('galeria').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(seen).toEqual(['Termos de Uso|pt']);
  });

  it('in English asks for ?lang=en; site links stay in the site', async () => {
    const seen: string[] = [];
    serveDocs(seen);
    renderWithApp(<TermsRoute />, { at: '/en/termos-de-uso' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Privacy Policy' });
    expect(link.getAttribute('href')).toBe('/en/politica-de-privacidade');
    expect(link.getAttribute('target')).toBeNull();
    expect(seen).toEqual(['Termos de Uso|en']);
  });

  it('privacy asks for its own title; a failure shows Error: {message}', async () => {
    server.use(
      http.get('*/api/docs/:title', () => HttpResponse.json({ message: 'Document not found' }, { status: 404 })),
    );
    renderWithApp(<PrivacyRoute />, { at: '/politica-de-privacidade' });
    expect((await screen.findByRole('alert')).textContent).toContain('Erro: Document not found');
  });
});
