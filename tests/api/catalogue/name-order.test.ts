// The apps list sorts names by integer ranks computed once (server/services/catalogue/name-order.ts) instead of
// calling the pt-BR collator for every comparison; the order must stay exactly the collator's.
import { describe, expect, it } from 'vitest';
import { nameOrder } from '../../../server/services/catalogue/name-order.ts';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const sign = (n: number) => Math.sign(n) || 0;

const NAMES = [
  'Zona Azul',
  'Ágil',
  'agenda',
  'Saúde 10',
  'Saúde 9',
  'saude 9',
  'Éden',
  'e-Título',
  'ETítulo',
  'Ônibus',
];

/** The ranks of one read, by name. */
function ranksOf(order: ReturnType<typeof nameOrder>, names: string[]) {
  const ranks = order.ranksFor(names);
  return { rank: (name: string) => ranks[names.indexOf(name)] as number };
}

describe('nameOrder', () => {
  it('orders every pair as the pt-BR collator does, names it calls equal included', () => {
    const ranks = ranksOf(nameOrder(), NAMES);
    for (const a of NAMES)
      for (const b of NAMES)
        expect([a, b, sign(ranks.rank(a) - ranks.rank(b))]).toEqual([a, b, sign(collator.compare(a, b))]);
  });

  it('ranks names it has not seen on the next read, keeping the order of the ones it had', () => {
    const order = nameOrder();
    order.ranksFor(['Caixa Tem', 'Meu SUS Digital']);
    const ranks = ranksOf(order, ['Caixa Tem', 'Meu SUS Digital', 'Bolsa Família', 'Detran']);
    const sorted = ['Meu SUS Digital', 'Detran', 'Caixa Tem', 'Bolsa Família'].sort(
      (a, b) => ranks.rank(a) - ranks.rank(b),
    );
    expect(sorted).toEqual(['Bolsa Família', 'Caixa Tem', 'Detran', 'Meu SUS Digital']);
  });

  it('forgets renamed apps once they outnumber the list, so the ranks stay bounded', () => {
    const order = nameOrder();
    for (let i = 0; i < 50; i++) order.ranksFor([`Antigo ${i}`, 'Kept']);
    const ranks = ranksOf(order, ['Kept', 'Another']);
    expect(ranks.rank('Another')).toBeLessThan(ranks.rank('Kept'));
    // At most the slack's worth of old names besides the current two.
    expect(ranks.rank('Kept')).toBeLessThan(8);
  });
});
