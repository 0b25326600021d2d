import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { parseInline, parseMarkdown, safeHref } from './markdown';
import { MarkdownView } from './markdown-view';

describe('legal Markdown', () => {
  it('parses headings, paragraphs over several lines, lists, bold, italic and links', () => {
    const blocks = parseMarkdown(
      '# Termos\n\nPrimeira linha\ncontinua.\n\n## Seção\n\n- um **forte**\n- dois *leve*\n  e mais\n\n1. primeiro\n2) segundo [link](/sobre)',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'heading', 'list', 'list']);
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'Primeira linha continua.' }] });
    expect(blocks[3]).toMatchObject({
      type: 'list',
      ordered: false,
      items: [
        [{ text: 'um ' }, { type: 'strong' }],
        [{ text: 'dois ' }, { type: 'em' }, { text: ' e mais' }],
      ],
    });
    expect(blocks[4]).toMatchObject({ type: 'list', ordered: true });
    expect(parseInline('[link](/sobre)')).toEqual([
      { type: 'link', href: '/sobre', children: [{ type: 'text', text: 'link' }] },
    ]);
  });

  it('keeps fenced code verbatim — markers, tags and blank lines — and shows it as preformatted text', () => {
    const source = 'Antes:\n\n```sh\ncurl -s "https://x/api?a=1&b=2" **not bold** <b>\n\n  indented\n```\n- depois';
    const blocks = parseMarkdown(source);
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Antes:' }] },
      { type: 'code', text: 'curl -s "https://x/api?a=1&b=2" **not bold** <b>\n\n  indented' },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'depois' }]] },
    ]);
    expect(parseMarkdown('```\nunclosed')).toEqual([{ type: 'code', text: 'unclosed' }]);
    renderWithApp(<MarkdownView source={source} />);
    expect(screen.getByText(/\*\*not bold\*\* <b>/).closest('pre')).toBeTruthy();
  });

  it('leaves snake_case, lone asterisks and escaped markers as written', () => {
    expect(parseInline('snake_case_name e 2*3*4 e \\*literal\\*')).toEqual([
      { type: 'text', text: 'snake_case_name e 2*3*4 e *literal*' },
    ]);
  });

  it('keeps only http(s), mailto and site links, however the scheme is disguised', () => {
    expect(safeHref('https://gov.br')).toBe('https://gov.br');
    expect(safeHref('mailto:a@b.br')).toBe('mailto:a@b.br');
    expect(safeHref('/politica-de-privacidade')).toBe('/politica-de-privacidade');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' \u0001javascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
    expect(parseInline('[clique](javascript:alert(1))')).toEqual([{ type: 'text', text: 'clique)' }]);
  });

  it('renders raw HTML as visible text, never as elements, and unsafe links without an href', () => {
    const { container } = renderWithApp(
      <MarkdownView
        source={
          '# Título\n\n<script>alert("x")</script> <img src=x onerror=alert(1)>\n\n[perigo](javascript:alert(1)) e [site](https://gov.br) e [interno](/sobre)'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByText(/<script>alert\("x"\)<\/script>/)).toBeTruthy();
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://gov.br', '/sobre']);
    expect(screen.getByRole('link', { name: /site/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/perigo/).closest('a')).toBeNull();
  });
});
