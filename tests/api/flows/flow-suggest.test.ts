// Issue 61 item 1: a flow's kind is suggested from its name, its screens' words and tags; on the
// judged list's held-out third (names never used to build the vocabulary) the suggestions agree with
// the judges at least 90 % of the time.
import { describe, expect, it } from 'vitest';
import { FLOW_KINDS, flowKindOf } from '../../../server/services/flows/flow-kinds.ts';
import { suggestFlowKind } from '../../../server/services/flows/flow-suggest.ts';
import { JUDGED_FLOWS } from './flow-names.ts';

describe('flow kinds', () => {
  it('the judged list holds ≥ 60 names, a third held out, and names only known kinds', () => {
    const held = JUDGED_FLOWS.filter((f) => f.heldOut);
    expect(JUDGED_FLOWS.length).toBeGreaterThanOrEqual(66);
    expect(held.length * 3).toBeGreaterThanOrEqual(JUDGED_FLOWS.length);
    for (const f of JUDGED_FLOWS) if (f.kind) expect(flowKindOf(f.kind), f.name).toBeDefined();
    expect(new Set(FLOW_KINDS.map((k) => k.slug)).size).toBe(FLOW_KINDS.length);
  });

  it('agrees with the judges on ≥ 90 % of the held-out names', () => {
    const held = JUDGED_FLOWS.filter((f) => f.heldOut);
    const wrong = held.filter((f) => suggestFlowKind({ name: f.name }) !== f.kind);
    const agreement = 1 - wrong.length / held.length;
    expect(
      agreement,
      `disagreements: ${wrong.map((f) => `${f.name} → ${suggestFlowKind({ name: f.name })}`).join(', ')}`,
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('agrees on every name the vocabulary was built from', () => {
    const own = JUDGED_FLOWS.filter((f) => !f.heldOut);
    const wrong = own.filter((f) => suggestFlowKind({ name: f.name }) !== f.kind);
    expect(wrong.map((f) => `${f.name} → ${suggestFlowKind({ name: f.name })}`)).toEqual([]);
  });

  it('a name that names nothing is decided by most of its screens, else left unmapped', () => {
    const signIn = [{ name: 'Entrar com gov.br' }, { name: 'Digite sua senha' }, { name: 'Código', tags: ['login'] }];
    expect(suggestFlowKind({ name: 'Fluxo 2', screens: signIn })).toBe('entrar');
    const mixed = [{ name: 'Notificações' }, { name: 'Pagar taxa' }, { name: 'Ajuda' }];
    expect(suggestFlowKind({ name: 'Fluxo 3', screens: mixed })).toBeNull();
    expect(suggestFlowKind({ name: 'Other', screens: signIn })).toBeNull();
    expect(suggestFlowKind({ name: 'Página inicial' })).toBe('inicio');
  });
});
