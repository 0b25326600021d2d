// Issue 29 (3): the server answers a refusal with a stable code and words in the request's language
// (Accept-Language; English when it names neither, as integrators had it), on REST and GraphQL alike; the response cache
// never hands one language's words to another.
import { describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../../server/services/platform/auth.ts';
import { languageOfRequest } from '../../../server/services/platform/messages.ts';
import { adminToken, seededApi } from '../../support/harness.ts';

const h = seededApi((db) => ensureAdminUser(db, 'admin', 'words password'));

const token = () => adminToken(h.srv.base, 'admin', 'words password');

const takenScreen = (appId: number) => ({
  appId,
  name: 'Tela repetida',
  imageUrl: 'https://images.example/taken.png',
  airtableId: 'rec-scr-0-0',
});

describe('errors in the request language', () => {
  it('reads Accept-Language by preference; English when it names neither', () => {
    const lang = (v: string | null) => languageOfRequest({ get: () => v });
    expect(lang('en-US,en;q=0.9,pt;q=0.8')).toBe('en');
    expect(lang('fr-FR, en;q=0.5, pt;q=0.4')).toBe('en');
    expect(lang('pt;q=0.5, en;q=0.9')).toBe('en');
    expect(lang('en;q=0, pt-PT')).toBe('pt-BR');
    expect(lang('pt-BR')).toBe('pt-BR');
    expect(lang('de')).toBe('en');
    expect(lang(null)).toBe('en');
  });

  it('REST: a taken Airtable ID is a 409 with its code, worded per language', async () => {
    const auth = `Bearer ${await token()}`;
    const send = (language?: string) =>
      fetch(`${h.srv.base}/api/screens`, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          ...(language ? { 'accept-language': language } : {}),
        },
        body: JSON.stringify(takenScreen((h.apps[0] as { id: number }).id)),
      });
    const pt = await send('pt-BR,pt;q=0.9');
    expect(pt.status).toBe(409);
    expect(await pt.json()).toEqual({
      code: 'CONFLICT',
      reason: 'SCREEN_AIRTABLE_ID_TAKEN',
      message: 'Já existe uma tela com o ID do Airtable rec-scr-0-0',
    });
    const en = (await (await send('en')).json()) as { message: string; reason: string };
    expect(en).toMatchObject({ reason: 'SCREEN_AIRTABLE_ID_TAKEN' });
    expect(en.message).toBe('A screen with Airtable ID rec-scr-0-0 already exists');
    expect(((await (await send()).json()) as { message: string }).message).toMatch(/^A screen with/);
  });

  it('REST: field refusals carry their code and words; an unauthenticated admin call too', async () => {
    const subscribe = (language: string) =>
      fetch(`${h.srv.base}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ email: 'not-an-email' }),
      });
    const pt = (await (await subscribe('pt')).json()) as { code: string; issues: object[] };
    expect(pt.code).toBe('VALIDATION_FAILED');
    expect(pt.issues).toEqual([
      { path: 'email', code: 'EMAIL_INVALID', message: 'Digite um endereço de e-mail válido' },
    ]);
    const en = (await (await subscribe('en')).json()) as { issues: { message: string }[] };
    expect(en.issues[0]?.message).toBe('Please enter a valid email address');

    const refused = await fetch(`${h.srv.base}/api/jobs`, { headers: { 'accept-language': 'pt-BR' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      reason: 'UNAUTHENTICATED',
      message: 'É preciso entrar como administrador',
    });
  });

  it('GraphQL: a result union refusal has `code` and words in the asked language', async () => {
    const mutation = `mutation($input: CreateScreenInput!) {
      createScreen(input: $input) { __typename ... on Error { code message } ... on ValidationError { issues { path code message } } }
    }`;
    const call = async (language: string, input: object) => {
      const res = await fetch(`${h.srv.base}/graphql`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await token()}`,
          'content-type': 'application/json',
          'accept-language': language,
        },
        body: JSON.stringify({ query: mutation, variables: { input } }),
      });
      return ((await res.json()) as { data: { createScreen: Record<string, unknown> } }).data.createScreen;
    };
    const appId = (h.apps[0] as { id: number }).id;
    expect(await call('en', takenScreen(appId))).toEqual({
      __typename: 'ConflictError',
      code: 'SCREEN_AIRTABLE_ID_TAKEN',
      message: 'A screen with Airtable ID rec-scr-0-0 already exists',
    });
    const invalid = await call('pt-BR', { ...takenScreen(appId), name: ' ', airtableId: 'rec-new' });
    expect(invalid).toMatchObject({
      __typename: 'ValidationError',
      code: 'SCREEN_NAME_REQUIRED',
      message: 'O título da tela é obrigatório',
      issues: [{ path: 'name', code: 'SCREEN_NAME_REQUIRED', message: 'O título da tela é obrigatório' }],
    });
  });

  it('GraphQL GET: an error answer is worded per request and never served from the cache', async () => {
    const url = `${h.srv.base}/graphql?query=${encodeURIComponent('{ screens(first: 5, sort: relevance) { totalCount } }')}`;
    const get = (language: string) => fetch(url, { headers: { 'accept-language': language } });
    const first = await get('pt-BR');
    const body = (await first.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'SORT_RELEVANCE_NEEDS_SEARCH',
    });
    expect(body.errors[0]?.message).toBe('a ordem por relevância precisa de uma busca');
    const again = await get('en');
    expect(again.headers.get('x-cache')).not.toBe('hit');
    const words = ((await again.json()) as typeof body).errors[0]?.message;
    expect(words).toBe('sort relevance needs a search');
  });
});
