import { describe, expect, it } from 'vitest';
import { changedFields, recordName } from './audit-diff';

describe('audit log diff', () => {
  it('lists the fields that changed, leaving out the bookkeeping columns', () => {
    const before = JSON.stringify({ id: 4, name: 'Login', order: 0, searchText: 'a', updatedAt: '1' });
    const after = JSON.stringify({ id: 4, name: 'Entrar', order: 2, searchText: 'b', updatedAt: '2' });
    expect(changedFields(before, after)).toEqual([
      { field: 'name', before: '"Login"', after: '"Entrar"' },
      { field: 'order', before: '0', after: '2' },
    ]);
  });

  it('a deleted record: every field goes; a reorder: the id lists', () => {
    expect(changedFields(JSON.stringify({ name: 'Login' }), null)).toEqual([
      { field: 'name', before: '"Login"', after: '—' },
    ]);
    const reorder = changedFields('{"flow":"Login","screenIds":[1,2]}', '{"flow":"Login","screenIds":[2,1]}');
    expect(reorder).toEqual([{ field: 'screenIds', before: '[1,2]', after: '[2,1]' }]);
  });

  it('leaves out internal columns and names the record', () => {
    const kept = (hidden: boolean, listJson: string) => ({ hidden, tagCounts: { form: hidden ? 1 : 2 }, listJson });
    const before = JSON.stringify({
      id: 7,
      name: 'Meu INSS',
      appInfo: 'a',
      viewCount: 3,
      plannedOverride: null,
      ...kept(false, '{}'),
    });
    const after = JSON.stringify({
      id: 7,
      name: 'Meu INSS',
      appInfo: 'b',
      viewCount: 4,
      plannedOverride: false,
      ...kept(true, '{"a":1}'),
    });
    expect(changedFields(before, after)).toEqual([{ field: 'appInfo', before: '"a"', after: '"b"' }]);
    expect(recordName(before, after)).toBe('Meu INSS');
    expect(recordName('{"flow":"Login","screenIds":[1]}', null)).toBe('Login');
  });
});
