import { describe, expect, it } from 'vitest';
import { languageFor, localizePath, toEnglishPath, toPortuguesePath } from './locale';

describe('language rule (spec section 2)', () => {
  it('uses English under /en, else Portuguese unless English is stored', () => {
    expect(languageFor('/en', null)).toBe('en');
    expect(languageFor('/en/screens', 'pt')).toBe('en');
    expect(languageFor('/', null)).toBe('pt');
    expect(languageFor('/screens', 'pt')).toBe('pt');
    expect(languageFor('/screens', 'en')).toBe('en');
    expect(languageFor('/screens', 'en-US')).toBe('en');
    expect(languageFor('/english', null)).toBe('pt');
  });

  it('adds and removes the /en prefix', () => {
    expect(toEnglishPath('/')).toBe('/en');
    expect(toEnglishPath('/screens')).toBe('/en/screens');
    expect(toEnglishPath('/aplicativos')).toBe('/en/apps');
    expect(toEnglishPath('/sobre')).toBe('/en/about');
    expect(toEnglishPath('/en/about')).toBe('/en/about');
    expect(toPortuguesePath('/en')).toBe('/');
    expect(toPortuguesePath('/en/apps')).toBe('/');
    expect(toPortuguesePath('/en/app/gov-br')).toBe('/app/gov-br');
    expect(toPortuguesePath('/about')).toBe('/about');
    expect(localizePath('/screens', false)).toBe('/screens');
  });
});
