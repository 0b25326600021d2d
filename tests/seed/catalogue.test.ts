import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { demoApps, demoCategories, validateCatalogue } from '../../server/demo/catalogue.ts';
import { SCREEN_TAGS, type ScreenKind } from '../../server/demo/catalogue-types.ts';

const DEMO_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../server/demo');
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const planned = demoApps.filter((a) => a.status === 'Planejado');
const live = demoApps.filter((a) => a.status !== 'Planejado');
const PLANNED_NAMES = [
  'GOV.UK',
  'Kela',
  'Suomi.fi',
  'Kanta',
  'Eesti.ee',
  'e-Residency',
  'Smart-ID',
  'Autenticação Gov',
  'SNS 24',
  'IRISbox',
  'my eBox',
  'NHS',
  'MEI',
  'Zona Azul Digital Recife',
];
const FLOWS = ['Onboarding', 'Login', 'Início', 'Serviços', 'Pagamentos', 'Perfil', 'Other'];

describe('demo categories', () => {
  it('lists the nine categories with English names, Mobilidade hidden', () => {
    expect(demoCategories.map((c) => [c.name, c.nameEn])).toEqual([
      ['Todos', 'All'],
      ['Finanças', 'Finance'],
      ['Trabalho', 'Work'],
      ['Saúde', 'Health'],
      ['Cidadania', 'Citizenship'],
      ['Portal', 'Portal'],
      ['Logística', 'Logistics'],
      ['Mobilidade', 'Mobility'],
      ['Planejado', 'Planned'],
    ]);
    expect(demoCategories.filter((c) => c.hidden).map((c) => c.name)).toEqual(['Mobilidade']);
    for (const c of demoCategories) {
      expect(c.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(c.glyph).toMatch(/^[a-z]+$/);
    }
  });

  it('keeps real accents so accent-insensitive search works', () => {
    const saude = demoCategories.find((c) => fold(c.name) === 'saude');
    expect(saude?.name).toBe('Saúde');
    expect(demoApps.some((a) => fold(a.name).includes('saude') && a.name.includes('aú'))).toBe(true);
  });
});

describe('demo apps', () => {
  it('passes its own consistency check', () => {
    expect(validateCatalogue()).toEqual([]);
  });

  it('has at least 40 visible live Brazilian apps and exactly 3 hidden ones', () => {
    expect(live.length).toBeGreaterThanOrEqual(42);
    expect(live.filter((a) => a.country === 'Brasil' && a.status !== 'Hide').length).toBeGreaterThanOrEqual(40);
    expect(live.filter((a) => a.status === 'Hide')).toHaveLength(3);
  });

  it('has exactly the 14 planned apps, without screens', () => {
    expect(planned.map((a) => a.name).sort()).toEqual([...PLANNED_NAMES].sort());
    for (const app of planned) {
      expect(app.categories).toEqual(['Planejado']);
      expect(app.screens).toEqual([]);
    }
    const country = (name: string) => planned.find((a) => a.name === name)?.country;
    expect(country('MEI')).toBe('Brasil');
    expect(country('Zona Azul Digital Recife')).toBe('Brasil');
    expect(country('GOV.UK')).toBe('Reino Unido');
    expect(country('Kela')).toBe('Finlândia');
  });

  it('covers every type, platform and category', () => {
    for (const type of ['Federal', 'State', 'Municipal']) expect(live.some((a) => a.type === type)).toBe(true);
    for (const platform of ['iOS', 'Android', 'Web', 'CrossPlatform'])
      expect(live.some((a) => a.platform === platform)).toBe(true);
    const names = demoCategories.map((c) => c.name);
    for (const cat of names.filter((n) => n !== 'Todos'))
      expect(demoApps.some((a) => a.categories.includes(cat))).toBe(true);
    for (const app of demoApps) for (const cat of app.categories) expect(names).toContain(cat);
    expect(live.some((a) => a.categories.length === 2)).toBe(true);
    expect(live.every((a) => !a.categories.includes('Planejado') && !a.categories.includes('Todos'))).toBe(true);
  });

  it('has unique keys and complete fields', () => {
    expect(new Set(demoApps.map((a) => a.key)).size).toBe(demoApps.length);
    for (const app of demoApps) {
      expect(app.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(app.appInfo.length).toBeGreaterThan(40);
      expect(app.language).not.toBe('');
      expect(app.colors.primary).toMatch(/^#[0-9A-F]{6}$/i);
      expect(app.colors.secondary).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('gives every live app 6–20 well-formed screens', () => {
    const counts = new Set<number>();
    for (const app of live) {
      counts.add(app.screens.length);
      expect(app.screens.length).toBeGreaterThanOrEqual(6);
      expect(app.screens.length).toBeLessThanOrEqual(20);
      expect(new Set(app.screens.map((s) => s.key)).size).toBe(app.screens.length);
      const byFlow = new Map<string, number[]>();
      for (const s of app.screens) {
        expect(s.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(FLOWS).toContain(s.flow);
        expect(s.name && s.description && s.altText).toBeTruthy();
        expect(s.tags.length).toBeGreaterThanOrEqual(1);
        expect(s.tags.length).toBeLessThanOrEqual(4);
        expect(new Set(s.tags).size).toBe(s.tags.length);
        for (const t of s.tags) expect(SCREEN_TAGS).toContain(t);
        byFlow.set(s.flow, [...(byFlow.get(s.flow) ?? []), s.order]);
      }
      for (const orders of byFlow.values()) expect(orders).toEqual(orders.map((_, i) => i));
    }
    expect(counts.size).toBeGreaterThan(5);
    expect(live.some((a) => a.screens.some((s) => s.flow === 'Other'))).toBe(true);
  });

  it('uses tags consistent with the screen kind', () => {
    const required: Partial<Record<ScreenKind, string[]>> = {
      login: ['login', 'form', 'input', 'button'],
      chart: ['chart', 'card'],
      form: ['form', 'input'],
      list: ['list'],
      splash: ['splash-screen'],
      onboarding: ['onboarding'],
      profile: ['profile', 'avatar'],
      settings: ['settings'],
    };
    for (const s of live.flatMap((a) => a.screens)) for (const t of required[s.kind] ?? []) expect(s.tags).toContain(t);
  });

  it('is deterministic (rebuilding gives the same catalogue, no Math.random in the seed)', async () => {
    vi.resetModules();
    const again = await import('../../server/demo/catalogue.ts');
    expect(again.demoApps).not.toBe(demoApps);
    expect(again.demoApps).toEqual(demoApps);
    for (const file of readdirSync(DEMO_DIR).filter((f) => f.endsWith('.ts'))) {
      expect(readFileSync(join(DEMO_DIR, file), 'utf8')).not.toContain('Math.random');
    }
  });
});
