import type { Rng } from './prng.ts';
import { brl, CARD_TITLES, date, FIELDS, MONTHS, NOTIFY_TITLES, ROW_TITLES, STATES } from './render-content.ts';
import { bar, card, circle, clip, icon, initials, rect, text, wrap } from './render-kit.ts';
import { button, type Ctx, callout, chips, input, PAD, searchBox, statusChip, W } from './render-parts.ts';

// Bodies for the login, home, list, form, card and chart screen kinds.

export function loginBody({ app, p, top }: Ctx): string {
  const y = top + 10;
  let svg = rect(W / 2 - 90, y, 180, 180, p.primary, 44);
  svg += text(W / 2, y + 118, initials(app.name), { size: 76, fill: p.onPrimary, weight: 'bold', anchor: 'middle' });
  svg += text(W / 2, y + 250, clip(app.name, 30), { size: 40, fill: p.text, weight: 'bold', anchor: 'middle' });
  svg += text(W / 2, y + 300, 'Acesse com seu CPF e senha', { size: 30, fill: p.muted, anchor: 'middle' });
  svg += input(y + 390, 'CPF', '000.000.000-00', p);
  svg += input(y + 570, 'Senha', '••••••••', p, 'password');
  svg += text(W - PAD, y + 770, 'Esqueci minha senha', { size: 32, fill: p.accent, weight: 'bold', anchor: 'end' });
  svg += button(PAD, y + 820, W - 2 * PAD, 'Entrar', p);
  svg += rect(PAD, y + 1010, W - 2 * PAD, 2, p.line) + rect(W / 2 - 50, y + 990, 100, 40, '#F3F5F8');
  svg += text(W / 2, y + 1022, 'ou', { size: 30, fill: p.muted, anchor: 'middle' });
  return svg + button(PAD, y + 1060, W - 2 * PAD, 'Entrar com gov.br', { ...p, accent: '#1351B4' }, true);
}

const DEFAULT_TILES = ['Documentos', 'Agendamentos', 'Pagamentos', 'Atendimento', 'Notícias', 'Ajuda'];
const TILE_ICONS = ['grid', 'check', 'info', 'user', 'bell', 'search'] as const;

export function homeBody({ app, p, top, bottom }: Ctx): string {
  let svg = rect(PAD, top, W - 2 * PAD, 200, p.primary, 32);
  svg += circle(W - PAD - 110, top + 100, 64, p.secondary) + icon.check(W - PAD - 110, top + 100, p.onSecondary, 56);
  svg += text(PAD + 40, top + 86, 'Olá, Maria!', { size: 48, fill: p.onPrimary, weight: 'bold' });
  svg += text(PAD + 40, top + 142, 'Que bom ter você por aqui', { size: 30, fill: p.onPrimary });
  svg += searchBox(top + 236, 'Buscar serviços', p);
  svg += text(PAD, top + 430, 'Serviços em destaque', { size: 36, fill: p.text, weight: 'bold' });
  const names = app.screens.filter((s) => s.flow === 'Serviços' || s.flow === 'Pagamentos').map((s) => s.name);
  const labels = [...names, ...DEFAULT_TILES].slice(0, 6);
  const tw = (W - 2 * PAD - 30) / 2;
  labels.forEach((label, i) => {
    const x = PAD + (i % 2) * (tw + 30);
    const y = top + 470 + Math.floor(i / 2) * 200;
    svg += card(x, y, tw, 176, 24) + circle(x + 70, y + 88, 44, p.tint2);
    svg += icon[TILE_ICONS[i] ?? 'grid'](x + 70, y + 88, p.accent, 40);
    wrap(label, 15, 2).forEach((line, k, all) => {
      svg += text(x + 134, y + (all.length === 1 ? 100 : 80 + k * 40), line, {
        size: 30,
        fill: p.text,
        weight: 'bold',
      });
    });
  });
  const by = top + 1080;
  if (by + 150 <= bottom) {
    svg += rect(PAD, by, W - 2 * PAD, 150, p.tint2, 28) + rect(PAD + 36, by + 40, 70, 70, p.secondary, 18);
    svg += text(PAD + 140, by + 68, 'Novidade no app', { size: 34, fill: p.text, weight: 'bold' });
    svg += text(PAD + 140, by + 112, 'Ative as notificações e não perca prazos', { size: 28, fill: p.muted });
  }
  return svg;
}

export function listBody({ screen, p, rng, top, bottom }: Ctx): string {
  let svg = searchBox(top, 'Buscar', p) + chips(top + 140, ['Todos', 'Recentes', 'Favoritos'], p);
  const y0 = top + 256;
  const rows = Math.min(7, Math.floor((bottom - y0) / 150));
  const pool = rng.shuffle(screen.tags.includes('notification') ? NOTIFY_TITLES : ROW_TITLES);
  svg += card(PAD, y0, W - 2 * PAD, rows * 150, 28);
  for (let i = 0; i < rows; i++) {
    const y = y0 + i * 150;
    const title =
      i % 3 === 0 ? `Protocolo 2025/${String(rng.int(1, 9999)).padStart(6, '0')}` : (pool[i % pool.length] ?? '');
    const [state, tone] = rng.pick(STATES);
    if (i > 0) svg += rect(PAD + 150, y, W - 2 * PAD - 180, 2, p.line);
    svg += circle(PAD + 80, y + 75, 44, i % 2 ? p.tint2 : p.tint);
    svg += text(PAD + 80, y + 88, title.charAt(0).toUpperCase(), {
      size: 36,
      fill: p.accent,
      weight: 'bold',
      anchor: 'middle',
    });
    svg += text(PAD + 150, y + 66, clip(title, 26), { size: 34, fill: p.text, weight: 'bold' });
    svg += text(PAD + 150, y + 112, `${date(rng)} · ${state}`, {
      size: 28,
      fill: tone === 'late' ? '#B3261E' : p.muted,
    });
    svg += icon.chevron(W - PAD - 50, y + 75, '#9AA4B1');
  }
  return svg;
}

export function formBody({ p, rng, top, bottom }: Ctx): string {
  const step = rng.int(1, 3);
  let svg = text(PAD, top + 24, `Etapa ${step} de 3`, { size: 30, fill: p.muted });
  const sw = (W - 2 * PAD - 40) / 3;
  for (let i = 0; i < 3; i++) svg += rect(PAD + i * (sw + 20), top + 50, sw, 14, i < step ? p.accent : p.line, 7);
  const fields = rng.shuffle(FIELDS).slice(0, 4);
  fields.forEach(([label, value, kind], i) => {
    svg += input(top + 156 + i * 190, label, value, p, kind);
  });
  svg += callout(top + 916, 'Confira os dados antes de enviar. O protocolo chega por e-mail.', p);
  return svg + button(PAD, bottom - 120, W - 2 * PAD, step === 3 ? 'Enviar solicitação' : 'Continuar', p);
}

function cardValue(title: string, rng: Rng): string {
  if (title === 'Situação') return rng.pick(['Regular', 'Ativo', 'Em dia']);
  if (title === 'Validade' || title === 'Última atualização' || title === 'Próximo pagamento') return date(rng);
  return brl(rng.int(2000, 900000));
}

export function cardBody({ app, screen, p, rng, top, bottom }: Ctx): string {
  let svg =
    `<clipPath id="doc">${rect(PAD, top, W - 2 * PAD, 330, '#000', 36)}</clipPath>` +
    rect(PAD, top, W - 2 * PAD, 330, p.primary, 36);
  svg += `<g clip-path="url(#doc)">${circle(W - PAD - 60, top + 40, 150, p.secondary, 'opacity="0.35"')}</g>`;
  svg += text(PAD + 44, top + 76, clip(screen.name, 30), { size: 32, fill: p.onPrimary });
  svg += text(PAD + 44, top + 170, 'MARIA DA SILVA SANTOS', { size: 44, fill: p.onPrimary, weight: 'bold' });
  svg += text(PAD + 44, top + 226, `Nº ${rng.int(100, 999)}.${rng.int(100, 999)}.${rng.int(100, 999)}`, {
    size: 34,
    fill: p.onPrimary,
  });
  svg += text(PAD + 44, top + 290, clip(app.name, 28), { size: 28, fill: p.onPrimary, weight: 'bold' });
  const titles = rng.shuffle(CARD_TITLES);
  for (let i = 0, y = top + 370; y + 230 <= bottom; i++, y += 260) {
    svg += card(PAD, y, W - 2 * PAD, 230) + rect(PAD, y + 40, 10, 150, i % 2 ? p.secondary : p.accent, 5);
    const title = titles[i % titles.length] ?? 'Situação';
    svg += text(PAD + 50, y + 66, title, { size: 32, fill: p.muted });
    svg += text(PAD + 50, y + 136, cardValue(title, rng), { size: 50, fill: p.text, weight: 'bold' });
    svg += bar(PAD + 50, y + 170, 300 + rng.int(0, 200));
    svg += text(W - PAD - 40, y + 136, 'Ver detalhes ›', { size: 30, fill: p.accent, weight: 'bold', anchor: 'end' });
  }
  return svg;
}

export function chartBody({ p, rng, top, bottom }: Ctx): string {
  let svg = '';
  ['Mês', 'Trimestre', 'Ano'].forEach((t, i) => {
    const cx = PAD + ((W - 2 * PAD) * (i * 2 + 1)) / 6;
    svg += text(cx, top + 40, t, {
      size: 32,
      fill: i === 1 ? p.accent : p.muted,
      weight: i === 1 ? 'bold' : 'normal',
      anchor: 'middle',
    });
  });
  svg +=
    rect(PAD, top + 74, W - 2 * PAD, 2, p.line) +
    rect(PAD + (W - 2 * PAD) / 3, top + 70, (W - 2 * PAD) / 3, 8, p.accent, 4);
  svg +=
    card(PAD, top + 110, W - 2 * PAD, 200) + text(PAD + 44, top + 170, 'Total no período', { size: 30, fill: p.muted });
  svg += text(PAD + 44, top + 256, brl(rng.int(100000, 5000000)), { size: 56, fill: p.text, weight: 'bold' });
  svg += statusChip(W - PAD - 200, top + 200, `+${rng.int(1, 19)},${rng.int(0, 9)}%`, 'ok');
  const cy = top + 340;
  const ch = Math.min(760, bottom - cy);
  svg +=
    card(PAD, cy, W - 2 * PAD, ch) +
    text(PAD + 44, cy + 70, 'Evolução mensal', { size: 34, fill: p.text, weight: 'bold' });
  const [x0, x1, y0, y1] = [PAD + 110, W - PAD - 40, cy + 120, cy + ch - 90];
  for (let g = 0; g <= 3; g++) {
    const gy = y1 - ((y1 - y0) * g) / 3;
    svg +=
      rect(x0, gy, x1 - x0, 2, p.line) +
      text(x0 - 20, gy + 10, `${g * 5}k`, { size: 26, fill: p.muted, anchor: 'end' });
  }
  const step = (x1 - x0) / MONTHS.length;
  const pts: string[] = [];
  MONTHS.forEach((m, i) => {
    const h = (y1 - y0) * (0.25 + rng.next() * 0.7);
    const bx = x0 + i * step + step * 0.2;
    svg += rect(bx, y1 - h, step * 0.6, h, i === MONTHS.length - 1 ? p.secondary : p.primary, 10);
    svg += text(bx + step * 0.3, y1 + 50, m, { size: 28, fill: p.muted, anchor: 'middle' });
    pts.push(`${bx + step * 0.3},${y1 - h * (0.5 + rng.next() * 0.3)}`);
  });
  svg += `<polyline points="${pts.join(' ')}" fill="none" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round" opacity="0.55"/>`;
  return svg;
}
