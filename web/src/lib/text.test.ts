import { describe, expect, it } from 'vitest';
import { categoryParam, shortName, slugify } from './text';
import { metaDescription } from './use-document-head';

describe('text helpers', () => {
  it('cuts app names over 20 characters', () => {
    expect(shortName('Carteira de Trabalho Digital')).toBe('Carteira de Trabalho...');
    expect(shortName('Exatamente vinte ch.')).toBe('Exatamente vinte ch.');
  });

  it('builds slugs and category parameters without accents', () => {
    expect(slugify('Saúde Digital_App  (Beta)')).toBe('saude-digital-app-beta');
    expect(slugify('  -Zona Azul- ')).toBe('zona-azul');
    expect(categoryParam('Logística')).toBe('logistica');
  });

  it('cuts descriptions over 160 characters to 157 plus an ellipsis', () => {
    expect(metaDescription('a'.repeat(160))).toHaveLength(160);
    const cut = metaDescription('b'.repeat(161));
    expect(cut).toBe(`${'b'.repeat(157)}…`);
  });
});
