// Search that finds (issue 12): any word order, typos, stemming, ranking, English labels, and the
// words inside screenshots (OCR text), on the apps list and the gallery, REST and GraphQL alike; and
// in both languages through the bilingual vocabulary (issue 53).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { appSearchText, screenSearchText } from '../../../server/services/search/search-text.ts';
import { seededApi } from '../../support/harness.ts';

async function addScreens(db: Db) {
  const app = await db.app.create({
    data: {
      name: 'Meu INSS',
      slug: 'meu-inss',
      categories: ['Trabalho'],
      searchText: appSearchText({ name: 'Meu INSS' }),
    },
  });
  const screens = [
    { name: 'Pedir aposentadoria', description: 'Solicitação do benefício', tags: ['form'], flow: 'Benefícios' },
    { name: 'Agendamento', description: 'Escolha de data e horário', tags: ['list'], flow: 'Atendimento' },
    { name: 'Lista de horários', description: 'Novos agendamentos aparecem aqui', tags: ['list'], flow: 'Atendimento' },
    { name: 'Recibo', description: null, tags: ['card'], flow: 'Pagamentos', ocr: 'Comprovante gerado com sucesso' },
    { name: 'Perfil', description: null, tags: ['form'], flow: 'Conta', ocr: 'Editar dados Conta nível prata' },
    { name: 'Início', description: null, tags: ['navigation'], flow: 'Other', ocr: 'Servigos mais usados opgao' },
  ];
  for (const [i, s] of screens.entries()) {
    await db.screen.create({
      data: {
        appId: app.id,
        airtableId: `recSearch${i}`,
        name: s.name,
        description: s.description,
        imageUrl: `/media/screens/search-${i}.png`,
        tags: s.tags,
        flow: s.flow,
        ocrText: s.ocr ?? null,
        searchText: screenSearchText(s, app.searchText),
      },
    });
  }
  await db.app.update({ where: { id: app.id }, data: { screenCount: screens.length } });
  // Portuguese screens for the English searches (issue 53), and a taxi app whose words begin with "tax".
  const others = [
    {
      app: 'Prefeitura Digital',
      screens: [
        { name: 'Pagamento de guias', tags: ['list'] },
        { name: 'IPTU 2025', tags: ['card'] },
        { name: 'Entrar', tags: ['login', 'button'] },
        { name: 'Consulta de CNH', tags: ['card'] },
        { name: 'Cadastro', tags: ['form'] },
      ],
    },
    {
      app: 'Taxi.Rio',
      screens: [
        { name: 'Chamar táxi', tags: ['map'] },
        { name: 'Minhas corridas', tags: ['list'] },
      ],
    },
  ];
  for (const [n, o] of others.entries()) {
    const other = await db.app.create({
      data: {
        name: o.app,
        slug: `bilingual-${n}`,
        categories: ['Cidadania'],
        searchText: appSearchText({ name: o.app }),
      },
    });
    for (const [i, s] of o.screens.entries()) {
      await db.screen.create({
        data: {
          appId: other.id,
          airtableId: `recBilingual${n}-${i}`,
          name: s.name,
          imageUrl: `/media/screens/bilingual-${n}-${i}.png`,
          tags: s.tags,
          searchText: screenSearchText(s, other.searchText),
        },
      });
    }
  }
}

const h = seededApi(addScreens);
const names = async (path: string) => {
  const res = await fetch(h.srv.base + path);
  const body = (await res.json()) as any;
  return (Array.isArray(body) ? body : body.screens).map((x: { name: string }) => x.name);
};
const screens = (q: string) => names(`/api/screens?search=${encodeURIComponent(q)}`);
const apps = (q: string) => names(`/api/apps?search=${encodeURIComponent(q)}`);

describe('search', () => {
  it('matches every word on its own, in any order', async () => {
    expect(await screens('pedir aposentadoria')).toEqual(['Pedir aposentadoria']);
    expect(await screens('aposentadoria pedir')).toEqual(['Pedir aposentadoria']);
    expect(await screens('aposentadoria recibo')).toEqual([]);
  });

  it('absorbs typos and OCR near-misses through the nearest known words', async () => {
    expect(await screens('aposentadria')).toEqual(['Pedir aposentadoria']);
    expect(await screens('aposentadoira pedr')).toEqual(['Pedir aposentadoria']);
    // The screenshot says "Servigos" and "opgao"; people type "serviços" and "opção".
    expect(await screens('serviços')).toEqual(['Início']);
    expect(await screens('opção')).toEqual(['Início']);
  });

  it('stems Portuguese: singular and plural find the same screens', async () => {
    const singular = await screens('agendamento');
    expect(singular.sort()).toEqual(['Agendamento', 'Lista de horários']);
    expect((await screens('agendamentos')).sort()).toEqual(singular);
  });

  it('ranks names above descriptions', async () => {
    expect(await screens('agendamento')).toEqual(['Agendamento', 'Lista de horários']);
  });

  it('finds the words drawn inside the screenshots', async () => {
    expect(await screens('comprovante gerado')).toEqual(['Recibo']);
    expect(await screens('editar dados')).toEqual(['Perfil']);
    expect(await screens('conta nível prata')).toEqual(['Perfil']);
    expect(await apps('comprovante gerado')).toEqual(['Meu INSS']);
  });

  it('matches accents and case loosely, and English through category labels', async () => {
    expect(await screens('SOLICITACAO beneficio')).toEqual(['Pedir aposentadoria']);
    // NHS is planned (by the fixed list): listed, last.
    expect(await apps('health')).toEqual(['Meu SUS Digital', 'NHS']);
    expect(await apps('saude')).toEqual(['Meu SUS Digital', 'NHS']);
  });

  it('finds Portuguese screens for English words, and English tags for Portuguese ones (issue 53)', async () => {
    const en = (q: string) => names(`/api/screens?search=${encodeURIComponent(q)}&lang=en`);
    expect(await en('payment')).toContain('Pagamento de guias');
    expect(await en('payments')).toContain('Pagamento de guias');
    // A half-typed word still finds them.
    expect(await en('paym')).toContain('Pagamento de guias');
    expect(await en('paymnet')).toContain('Pagamento de guias');
    expect(await en('sign in')).toEqual(expect.arrayContaining(['Entrar']));
    expect(await en("driver's licence")).toEqual(['Consulta de CNH']);
    expect(await en('property tax')).toEqual(['IPTU 2025']);
    // "tax" is a tax, not the beginning of "taxi" nor the Portuguese stem of "táxi".
    const tax = await en('tax');
    expect(tax).toContain('IPTU 2025');
    expect(tax).not.toContain('Chamar táxi');
    expect(await en('taxes')).not.toContain('Minhas corridas');
    expect(await en('taxi')).toEqual(expect.arrayContaining(['Chamar táxi', 'Minhas corridas']));
    // Only English tags say these screens are forms and buttons.
    expect(await screens('formulário')).toContain('Cadastro');
    expect(await screens('botões')).toContain('Entrar');
    expect(await apps('payment')).toContain('Prefeitura Digital');
  });

  it('a correct word finds at least what its typo finds', async () => {
    const count = async (q: string) => {
      const res = await fetch(`${h.srv.base}/api/screens?search=${encodeURIComponent(q)}`);
      return ((await res.json()) as { totalCount: number }).totalCount;
    };
    for (const [word, typo] of [
      ['pagamento', 'pagamneto'],
      ['aposentadoria', 'aposentadria'],
      ['payment', 'paymnet'],
    ]) {
      expect(await count(word as string), word).toBeGreaterThan(0);
      expect(await count(word as string), word).toBeGreaterThanOrEqual(await count(typo as string));
    }
  });

  it('keeps hidden, planned and Hide apps out of results', async () => {
    expect(await screens('escondida')).toEqual([]);
    expect(await apps('oculto')).toEqual([]);
  });

  it('pages ranked results through stable cursors without repeats', async () => {
    const q = `{ screens(first: 1, filter: { search: "agendamento" }) { totalCount edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }`;
    const first = (await h.srv.gql(q)).body.data.screens;
    expect(first.totalCount).toBe(2);
    expect(first.edges.map((e: any) => e.node.name)).toEqual(['Agendamento']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await h.srv.gql(
      'query N($after: String) { screens(first: 1, after: $after, filter: { search: "agendamento" }) { edges { node { name } } pageInfo { hasNextPage } } }',
      { after: first.pageInfo.endCursor },
    );
    expect(next.body.data.screens.edges.map((e: any) => e.node.name)).toEqual(['Lista de horários']);
    expect(next.body.data.screens.pageInfo.hasNextPage).toBe(false);
  });
});
