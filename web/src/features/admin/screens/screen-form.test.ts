import { describe, expect, it } from 'vitest';
import {
  addTag,
  COMMON_TAGS,
  EMPTY_SCREEN,
  problemsFromIssues,
  quickAddTags,
  toCreateInput,
  validateScreen,
} from './screen-form';

describe('quick-add tags (spec section 3)', () => {
  it('offers the first eight of the list that are not chosen yet', () => {
    expect(quickAddTags([])).toEqual(['button', 'form', 'navigation', 'card', 'list', 'menu', 'modal', 'tabs']);
    expect(quickAddTags(['form', 'card', 'custom'])).toEqual([
      'button',
      'navigation',
      'list',
      'menu',
      'modal',
      'tabs',
      'search',
      'filter',
    ]);
    expect(quickAddTags(COMMON_TAGS.slice(0, 18))).toEqual(['login', 'dashboard', 'sidebar']);
    expect(quickAddTags([...COMMON_TAGS])).toEqual([]);
  });

  it('adds a tag once, trimmed, and never an empty one', () => {
    expect(addTag([], '  form ')).toEqual(['form']);
    expect(addTag(['form'], 'form')).toEqual(['form']);
    expect(addTag(['form'], ' form')).toEqual(['form']);
    expect(addTag(['form'], '   ')).toEqual(['form']);
    // Tags are one case (the server stores them so); categories keep theirs.
    expect(addTag(['card'], ' Card ', true)).toEqual(['card']);
    expect(addTag(['card'], 'FORM', true)).toEqual(['card', 'form']);
    expect(addTag(['Saúde'], 'Finanças')).toEqual(['Saúde', 'Finanças']);
    expect(addTag(['form'], 'Form')).toEqual(['form', 'Form']);
  });
});

describe('add-screen validation (spec section 5)', () => {
  it('requires an app, a title, a valid image URL and an Airtable ID; the rest is optional', () => {
    expect(validateScreen(EMPTY_SCREEN)).toEqual({
      appId: { id: 'admin.screens.selectApp' },
      name: { id: 'admin.screens.nameRequired' },
      imageUrl: { id: 'admin.screens.invalidImageUrl' },
      airtableId: { id: 'admin.screens.airtableIdRequired' },
    });
    const filled = {
      ...EMPTY_SCREEN,
      appId: '3',
      name: ' Login ',
      imageUrl: 'https://x.org/a.png',
      airtableId: 'rec1',
    };
    expect(validateScreen(filled)).toEqual({});
    expect(validateScreen({ ...filled, imageUrl: 'not a url' }).imageUrl).toBeDefined();
    expect(validateScreen({ ...filled, imageUrl: 'javascript:alert(1)' }).imageUrl).toBeDefined();
    expect(validateScreen({ ...filled, name: '   ' }).name).toBeDefined();
  });

  it("takes an edited screen's current image back unchecked (a site path too); a changed one is checked", () => {
    const edited = { ...EMPTY_SCREEN, appId: '3', name: 'Login', imageUrl: '/media/screens/a.png', airtableId: 'rec1' };
    expect(validateScreen(edited, '/media/screens/a.png')).toEqual({});
    expect(validateScreen({ ...edited, imageUrl: '/media/screens/b.png' }, '/media/screens/a.png')).toEqual({
      imageUrl: { id: 'admin.screens.invalidImageUrl' },
    });
    expect(validateScreen(edited)).toEqual({ imageUrl: { id: 'admin.screens.invalidImageUrl' } });
  });

  it('accepts what the server takes in: https, or plain http only for an image of this site', () => {
    const filled = { ...EMPTY_SCREEN, appId: '3', name: 'Login', airtableId: 'rec1' };
    const origin = 'http://127.0.0.1:3000';
    expect(validateScreen({ ...filled, imageUrl: 'http://x.org/a.png' }, undefined, origin)).toEqual({
      imageUrl: { id: 'admin.image.IMAGE_NOT_HTTPS' },
    });
    expect(validateScreen({ ...filled, imageUrl: `${origin}/media/screens/a.png` }, undefined, origin)).toEqual({});
    expect(validateScreen({ ...filled, imageUrl: 'https://x.org/a.png' }, undefined, origin)).toEqual({});
    expect(validateScreen({ ...filled, imageUrl: 'ftp://x.org/a.png' }, undefined, origin)).toEqual({
      imageUrl: { id: 'admin.screens.invalidImageUrl' },
    });
  });

  it('takes the display order as a whole number from 0, empty meaning the default 0', () => {
    const filled = { ...EMPTY_SCREEN, appId: '3', name: 'Login', imageUrl: 'https://x.org/a.png', airtableId: 'rec1' };
    expect(validateScreen({ ...filled, order: '-1' }).order).toEqual({ id: 'admin.screens.orderMin' });
    expect(validateScreen({ ...filled, order: '1.5' }).order).toBeDefined();
    expect(toCreateInput({ ...filled, order: '' }).order).toBe(0);
    expect(toCreateInput({ ...filled, order: '4', description: '  ', tags: ['form'] })).toEqual({
      appId: 3,
      name: 'Login',
      description: undefined,
      imageUrl: 'https://x.org/a.png',
      altText: undefined,
      flow: undefined,
      order: 4,
      category: undefined,
      tags: ['form'],
      airtableId: 'rec1',
    });
  });

  it("maps the server's issues onto the fields, known codes back to the catalog, others in the server's words", () => {
    expect(
      problemsFromIssues([
        { path: 'appId', code: 'SCREEN_APP_REQUIRED', message: 'Selecione um aplicativo' },
        { path: 'order', code: 'ORDER_NEGATIVE', message: 'a ordem deve ser 0 ou mais' },
        { path: 'airtableId', code: 'SCREEN_AIRTABLE_ID_REQUIRED', message: 'O ID do Airtable é obrigatório' },
        { path: 'nonsense', code: 'FIELD_INVALID', message: 'ignored' },
      ]),
    ).toEqual({
      appId: { id: 'admin.screens.selectApp' },
      order: { text: 'a ordem deve ser 0 ou mais' },
      airtableId: { id: 'admin.screens.airtableIdRequired' },
    });
  });
});
