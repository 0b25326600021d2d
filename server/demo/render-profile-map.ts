import type { DemoApp } from './catalogue-types.ts';
import { agency, brl, date, ONBOARDING_TEXT, PLACES, PREFS, STREETS } from './render-content.ts';
import { card, circle, clip, icon, initials, type Palette, rect, text, wrap } from './render-kit.ts';
import { button, type Ctx, callout, H, PAD, paragraph, searchBox, statusChip, toggle, W } from './render-parts.ts';

// Bodies for the onboarding, profile, map, detail and settings kinds, and the full splash screen.

export function onboardingBody({ screen, p, top, bottom }: Ctx): string {
  const cx = W / 2;
  const cy = top + 330;
  let svg = circle(cx, cy, 290, p.tint2) + circle(cx - 230, cy - 210, 40, p.secondary, 'opacity="0.6"');
  if (screen.key === 'permitir-notificacoes') {
    svg += icon.bell(cx, cy - 10, p.accent, 260);
  } else if (screen.key === 'privacidade-e-lgpd') {
    svg += `<path d="M${cx} ${cy - 170} L${cx + 140} ${cy - 110} V${cy + 10} Q${cx + 140} ${cy + 130} ${cx} ${cy + 180} Q${cx - 140} ${cy + 130} ${cx - 140} ${cy + 10} V${cy - 110} Z" fill="${p.primary}"/>`;
    svg += icon.check(cx, cy, p.onPrimary, 130);
  } else {
    svg += rect(cx - 120, cy - 200, 240, 400, '#FFFFFF', 36, `stroke="${p.primary}" stroke-width="10"`);
    svg += rect(cx - 80, cy - 140, 160, 40, p.tint, 12) + rect(cx - 80, cy - 80, 160, 110, p.primary, 16);
    svg += rect(cx - 80, cy + 50, 110, 24, '#DDE2E8', 12) + rect(cx - 80, cy + 94, 140, 24, '#DDE2E8', 12);
  }
  svg += circle(cx + 170, cy + 170, 74, p.secondary) + icon.check(cx + 170, cy + 170, p.onSecondary, 64);
  const message =
    ONBOARDING_TEXT[screen.key] ?? 'Acesse serviços públicos de forma rápida e segura, onde você estiver.';
  wrap(message, 34, 3).forEach((line, i) => {
    svg += text(cx, top + 760 + i * 52, line, { size: 36, fill: '#3A4451', anchor: 'middle' });
  });
  const active = screen.order % 3;
  for (let i = 0; i < 3; i++) {
    const x = cx - 70 + i * 60;
    svg += i === active ? rect(x - 30, top + 960, 60, 24, p.accent, 12) : circle(x, top + 972, 12, '#C5CCD6');
  }
  svg += text(cx, bottom - 170, 'Pular', { size: 34, fill: p.muted, weight: 'bold', anchor: 'middle' });
  return svg + button(PAD, bottom - 120, W - 2 * PAD, 'Próximo', p);
}

export function profileBody({ p, rng, top, bottom }: Ctx): string {
  let svg = circle(W / 2, top + 120, 110, p.secondary);
  svg += text(W / 2, top + 150, 'MS', { size: 80, fill: p.onSecondary, weight: 'bold', anchor: 'middle' });
  svg += text(W / 2, top + 300, 'Maria da Silva Santos', { size: 44, fill: p.text, weight: 'bold', anchor: 'middle' });
  svg += text(W / 2, top + 350, `CPF ***.${rng.int(100, 999)}.${rng.int(100, 999)}-**`, {
    size: 30,
    fill: p.muted,
    anchor: 'middle',
  });
  svg += statusChip(W / 2 - 170, top + 380, 'Conta nível Prata', 'new');
  const fields: [string, string][] = [
    ['E-mail', 'maria.santos@email.com.br'],
    ['Telefone', `(61) 9${rng.int(1000, 9999)}-${rng.int(1000, 9999)}`],
    ['Endereço', 'Rua das Palmeiras, 215 – Centro'],
    ['Data de nascimento', date(rng).replace('2025', String(rng.int(1960, 2001)))],
    ['Município', rng.pick(['Brasília – DF', 'Recife – PE', 'Belo Horizonte – MG', 'Porto Alegre – RS'])],
  ];
  const y0 = top + 480;
  const rows = Math.max(1, Math.min(fields.length, Math.floor((bottom - y0 - 150) / 120)));
  svg += card(PAD, y0, W - 2 * PAD, rows * 120 + 10);
  fields.slice(0, rows).forEach(([label, value], i) => {
    const y = y0 + i * 120;
    if (i > 0) svg += rect(PAD + 40, y, W - 2 * PAD - 80, 2, p.line);
    svg += text(PAD + 40, y + 48, label, { size: 28, fill: p.muted });
    svg += text(PAD + 40, y + 94, value, { size: 34, fill: p.text });
    svg += icon.chevron(W - PAD - 50, y + 60, '#9AA4B1');
  });
  const by = y0 + rows * 120 + 40;
  return by + 120 <= bottom ? svg + button(PAD, by, W - 2 * PAD, 'Editar dados', p, true) : svg;
}

export function mapBody({ p, rng, top, bottom }: Ctx): string {
  const mb = bottom - 340;
  let svg = rect(0, top, W, bottom - top, '#E8EBE4');
  svg += rect(rng.int(60, 500), top + rng.int(140, 300), 380, 260, '#CFE6C4', 24);
  svg += `<path d="M0 ${mb - 180} C 300 ${mb - 320}, 640 ${mb - 60}, ${W} ${mb - 240}" fill="none" stroke="#B8D6EE" stroke-width="70"/>`;
  for (let y = top + 120; y < mb; y += 190) svg += rect(0, y, W, 22, '#FFFFFF');
  for (let x = 90; x < W; x += 230) svg += rect(x, top, 22, mb - top, '#FFFFFF');
  svg += `<path d="M0 ${mb - 40} L${W} ${top + 160}" stroke="#FFE8A3" stroke-width="40"/>`;
  svg += searchBox(top + 30, 'Buscar endereço ou unidade', p);
  const [px, py] = [rng.int(300, 780), rng.int(top + 420, Math.max(top + 430, mb - 120))];
  svg +=
    circle(px - 160, py + 60, 60, '#1A73E8', 'opacity="0.18"') +
    circle(px - 160, py + 60, 22, '#1A73E8', 'stroke="#FFFFFF" stroke-width="6"');
  svg += `<path d="M${px} ${py} C${px - 50} ${py - 80} ${px - 70} ${py - 110} ${px - 70} ${py - 150} A70 70 0 1 1 ${px + 70} ${py - 150} C${px + 70} ${py - 110} ${px + 50} ${py - 80} ${px} ${py} Z" fill="${p.primary}" stroke="#FFFFFF" stroke-width="6"/>`;
  svg += circle(px, py - 150, 26, '#FFFFFF');
  svg += rect(0, mb, W, bottom - mb + 30, '#FFFFFF', 40) + rect(W / 2 - 60, mb + 20, 120, 10, '#C5CCD6', 5);
  svg += text(PAD, mb + 100, rng.pick(PLACES), { size: 40, fill: p.text, weight: 'bold' });
  svg += text(PAD, mb + 150, rng.pick(STREETS), { size: 30, fill: p.muted });
  svg += text(PAD, mb + 200, `Aberto agora · fecha às ${rng.int(16, 20)}h`, {
    size: 30,
    fill: '#1B7A3A',
    weight: 'bold',
  });
  return svg + button(W - PAD - 340, mb + 60, 340, 'Como chegar', p);
}

export function detailBody({ app, screen, p, rng, top, bottom }: Ctx): string {
  const [state, tone] = rng.pick([
    ['Concluído', 'ok'],
    ['Em análise', 'wait'],
    ['Deferido', 'ok'],
    ['Aguardando', 'new'],
  ] as const);
  let svg = card(PAD, top, W - 2 * PAD, 240) + statusChip(PAD + 40, top + 36, state, tone);
  svg += text(PAD + 40, top + 146, 'Protocolo', { size: 30, fill: p.muted });
  svg += text(
    PAD + 40,
    top + 204,
    `${rng.int(2023, 2025)}.${rng.int(100, 999)}.${rng.int(10000, 99999)}-${rng.int(0, 9)}`,
    { size: 44, fill: p.text, weight: 'bold' },
  );
  const rows: [string, string][] = [
    ['Solicitante', 'Maria da Silva Santos'],
    ['Data do pedido', date(rng)],
    ['Órgão responsável', agency(app)],
    ['Prazo estimado', `${rng.int(5, 30)} dias úteis`],
    ['Valor', rng.next() < 0.5 ? 'Gratuito' : brl(rng.int(1500, 40000))],
    ['Canal', 'Aplicativo'],
  ];
  let y = top + 280;
  const n = Math.min(rows.length, Math.floor((bottom - y - 170) / 96));
  svg += card(PAD, y, W - 2 * PAD, n * 96 + 16);
  rows.slice(0, n).forEach(([k, v], i) => {
    if (i > 0) svg += rect(PAD + 40, y + 8 + i * 96, W - 2 * PAD - 80, 2, p.line);
    svg += text(PAD + 40, y + 66 + i * 96, k, { size: 30, fill: p.muted });
    svg += text(W - PAD - 40, y + 66 + i * 96, clip(v, 22), { size: 32, fill: p.text, weight: 'bold', anchor: 'end' });
  });
  y += n * 96 + 50;
  if (y + 300 <= bottom) {
    svg += callout(y, 'Guarde o número do protocolo para acompanhar o pedido.', p);
    y += 180;
  }
  svg += button(PAD, Math.min(y, bottom - 120), W - 2 * PAD, 'Baixar comprovante', p);
  if (!screen.tags.includes('modal')) return svg;
  const my = top + 250;
  svg += rect(0, 0, W, H, '#000000', 0, 'opacity="0.45"') + rect(PAD + 20, my, W - 2 * PAD - 40, 600, '#FFFFFF', 36);
  svg += circle(W / 2, my + 130, 70, '#E3F4E8') + icon.check(W / 2, my + 130, '#1B7A3A', 70);
  svg += text(W / 2, my + 270, 'Comprovante gerado', { size: 44, fill: p.text, weight: 'bold', anchor: 'middle' });
  svg += paragraph(PAD + 100, my + 310, W - 2 * PAD - 200, 2, rng);
  return svg + button(PAD + 80, my + 430, W - 2 * PAD - 160, 'Baixar PDF', p);
}

export function settingsBody({ p, rng, top, bottom }: Ctx): string {
  let svg = text(PAD, top + 20, 'PREFERÊNCIAS', { size: 28, fill: p.muted, weight: 'bold' });
  const n = Math.min(PREFS.length, Math.floor((bottom - top - 420) / 130));
  svg += card(PAD, top + 50, W - 2 * PAD, n * 130);
  PREFS.slice(0, n).forEach((label, i) => {
    const y = top + 50 + i * 130;
    if (i > 0) svg += rect(PAD + 40, y, W - 2 * PAD - 80, 2, p.line);
    svg += text(PAD + 40, y + 78, label, { size: 34, fill: p.text });
    svg += toggle(W - PAD - 160, y + 31, i === 0 || rng.next() < 0.5, p);
  });
  const y = top + 110 + n * 130;
  svg += text(PAD, y + 20, 'CONTA', { size: 28, fill: p.muted, weight: 'bold' }) + card(PAD, y + 50, W - 2 * PAD, 260);
  svg += text(PAD + 40, y + 128, 'Idioma', { size: 34, fill: p.text });
  svg += text(W - PAD - 40, y + 128, 'Português ›', { size: 32, fill: p.muted, anchor: 'end' });
  svg += rect(PAD + 40, y + 180, W - 2 * PAD - 80, 2, p.line);
  return svg + text(PAD + 40, y + 258, 'Sair da conta', { size: 34, fill: '#B3261E', weight: 'bold' });
}

/** Full-screen splash (below the status bar): logo, app name and a loading indicator. */
export function splashScreen(app: DemoApp, p: Palette): string {
  let svg = rect(0, 72, W, H - 72, p.primary);
  svg += circle(W - 80, 420, 260, p.secondary, 'opacity="0.25"') + circle(120, 1620, 200, p.secondary, 'opacity="0.2"');
  svg += rect(W / 2 - 180, 620, 360, 360, '#FFFFFF', 84);
  svg += text(W / 2, 862, initials(app.name), { size: 150, fill: p.accent, weight: 'bold', anchor: 'middle' });
  wrap(app.name, 22, 2).forEach((line, i) => {
    svg += text(W / 2, 1110 + i * 76, line, { size: 64, fill: p.onPrimary, weight: 'bold', anchor: 'middle' });
  });
  for (let i = 0; i < 3; i++) svg += circle(W / 2 - 60 + i * 60, 1420, 16, p.onPrimary, `opacity="${0.4 + i * 0.3}"`);
  return (
    svg +
    text(W / 2, 1800, clip(`${agency(app)} · ${app.country}`, 40), { size: 32, fill: p.onPrimary, anchor: 'middle' })
  );
}
