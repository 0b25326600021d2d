import type { DemoCategory } from './catalogue-types.ts';

/** Category list in display order. `glyph` names a simple shape drawn by renderCategoryIconPng. */
export const demoCategories: DemoCategory[] = [
  { name: 'Todos', nameEn: 'All', color: '#1351B4', glyph: 'grid' },
  { name: 'Finanças', nameEn: 'Finance', color: '#168821', glyph: 'coin' },
  { name: 'Trabalho', nameEn: 'Work', color: '#8A4B08', glyph: 'briefcase' },
  { name: 'Saúde', nameEn: 'Health', color: '#D62D3A', glyph: 'cross' },
  { name: 'Cidadania', nameEn: 'Citizenship', color: '#5E35B1', glyph: 'person' },
  { name: 'Portal', nameEn: 'Portal', color: '#0C7B93', glyph: 'window' },
  { name: 'Logística', nameEn: 'Logistics', color: '#E67E22', glyph: 'box' },
  { name: 'Mobilidade', nameEn: 'Mobility', color: '#00838F', glyph: 'car', hidden: true },
  { name: 'Planejado', nameEn: 'Planned', color: '#607D8B', glyph: 'clock' },
];
