import { describe, expect, it } from 'vitest';
import { isWebAddress, LIMITS, serverProblems, validate } from './fields';

const REQUEST = ['appName', 'appLink', 'message'] as const;

describe('the forms’ own checks', () => {
  it('requires the name and the message, trims them, and leaves the link optional', () => {
    expect(validate(REQUEST, {})).toEqual({
      appName: { id: 'contribute.nameRequired' },
      message: { id: 'contribute.messageRequired' },
    });
    expect(validate(REQUEST, { appName: '  ', message: '\n\t' })).toEqual({
      appName: { id: 'contribute.nameRequired' },
      message: { id: 'contribute.messageRequired' },
    });
    expect(validate(REQUEST, { appName: 'Meu INSS', appLink: '', message: 'Muito usado' })).toEqual({});
  });

  it('takes only http(s) addresses as the link', () => {
    expect(validate(REQUEST, { appName: 'a', message: 'b', appLink: 'gov.br/meuinss' }).appLink).toEqual({
      id: 'contribute.linkInvalid',
    });
    expect(validate(REQUEST, { appName: 'a', message: 'b', appLink: 'javascript:alert(1)' }).appLink).toBeDefined();
    expect(validate(REQUEST, { appName: 'a', message: 'b', appLink: ' https://www.gov.br/inss ' })).toEqual({});
    expect(isWebAddress('http://exemplo.gov.br/app?x=1')).toBe(true);
    expect(isWebAddress('ftp://exemplo.gov.br')).toBe(false);
  });

  it('names the limit of a text that is too long (as a pasted text can be)', () => {
    const found = validate(REQUEST, {
      appName: 'x'.repeat(LIMITS.appName + 1),
      appLink: `https://a.b/${'c'.repeat(LIMITS.appLink)}`,
      message: 'y'.repeat(LIMITS.message + 1),
    });
    expect(found).toEqual({
      appName: { id: 'contribute.nameTooLong', values: { max: 120 } },
      appLink: { id: 'contribute.linkTooLong', values: { max: 500 } },
      message: { id: 'contribute.messageTooLong', values: { max: 2000 } },
    });
  });

  it('checks only the fields the form has (the correction form: its message)', () => {
    expect(validate(['message'], {})).toEqual({ message: { id: 'contribute.messageRequired' } });
  });
});

describe('the server’s refusals', () => {
  it('word known rules in the page’s catalog, beside their field; the app and screen go to the subject', () => {
    const { problems, others } = serverProblems([
      { path: 'message', code: 'FIELD_PLAIN_TEXT', message: 'message deve ser texto simples' },
      { path: 'appLink', code: 'URL_INVALID', message: 'Digite uma URL válida' },
      { path: 'screenId', code: 'SCREEN_NOT_FOUND', message: 'Tela não encontrada: 9' },
    ]);
    expect(problems).toEqual({
      message: { id: 'contribute.plainText' },
      appLink: { id: 'contribute.linkInvalid' },
      subject: { id: 'contribute.screenGone' },
    });
    expect(others).toEqual([]);
  });

  it('keep the server’s own words for a rule the page does not know, and the first issue of a field', () => {
    const { problems, others } = serverProblems([
      { path: 'appName', code: 'SOMETHING_NEW', message: 'Palavras do servidor' },
      { path: 'appName', code: 'FIELD_REQUIRED', message: 'appName é obrigatório' },
      { path: 'kind', code: 'FIELD_ONE_OF', message: 'kind deve ser um de …' },
    ]);
    expect(problems).toEqual({ appName: { text: 'Palavras do servidor' } });
    expect(others).toEqual(['kind deve ser um de …']);
  });
});
