// The second judged set's screenshots: HTML/CSS pages (not the demo's SVG templates) rendered by headless
// Chromium at a phone's size, deterministic from a seed. Each app × kind has one of two layouts and a few
// of its kind's words in the app's language, around the app's own nouns.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../chromium.ts';
import { APPS, type JudgedApp, KINDS, type Kind, WORDS } from './judged-apps.ts';

export type JudgedShot = { app: number; kind: Kind; png: Buffer };

function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const some = <T>(xs: readonly T[], n: number) =>
    [...xs]
      .map((x) => [next(), x] as const)
      .sort((p, q) => p[0] - q[0])
      .slice(0, n)
      .map((p) => p[1]);
  return { next, pick, some };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function page(app: JudgedApp, kind: Kind, seed: number): string {
  const r = rng(seed);
  const w = WORDS[kind][app.lang];
  const c = app.colours;
  const layout = r.next() < 0.5 ? 'a' : 'b';
  const title = esc(r.pick(w.title));
  const lines = r.some(w.lines, 4).map(esc);
  const action = esc(r.pick(w.action));
  const things = r.some(app.things, 3).map(esc);
  const bar = `<header class="bar"><span>${esc(app.name)}</span></header>`;
  const button = `<button>${action}</button>`;
  const field = (label: string) => `<label>${label}<div class="input"></div></label>`;
  const row = (t: string, sub: string) => `<div class="row"><i></i><div><b>${t}</b><small>${sub}</small></div></div>`;
  const nav = `<nav>${things.map((t) => `<span>${t}</span>`).join('')}</nav>`;
  let body = '';
  switch (kind) {
    case 'login':
      body =
        layout === 'a'
          ? `<div class="centre"><div class="logo"></div><h1>${title}</h1>${field(lines[0] ?? '')}${field(lines[1] ?? '')}${button}<p>${lines[2]}</p><p>${lines[3]}</p></div>`
          : `<div class="hero"></div><div class="sheet"><h1>${title}</h1>${field(lines[0] ?? '')}${field(lines[1] ?? '')}<p>${lines[2]}</p>${button}</div>`;
      break;
    case 'home':
      body =
        layout === 'a'
          ? `${bar}<h1>${title}</h1><div class="banner">${lines[0]}</div><div class="grid">${things.map((t) => `<div class="tile"><i></i>${t}</div>`).join('')}<div class="tile"><i></i>${lines[1]}</div></div><h2>${lines[2]}</h2>${nav}`
          : `${bar}<h1>${title}</h1><h2>${lines[0]}</h2><div class="chips">${things.map((t) => `<span>${t}</span>`).join('')}</div><h2>${lines[1]}</h2>${row(things[0] ?? '', lines[3] ?? '')}${nav}`;
      break;
    case 'list': {
      const items = [0, 1, 2, 3, 4, 5].map((i) =>
        row(`${things[i % things.length]} ${1024 + i * 37}`, lines[1 + (i % 3)] ?? ''),
      );
      body =
        layout === 'a'
          ? `${bar}<h1>${title}</h1><div class="search">${lines[0]}</div>${items.join('')}${nav}`
          : `${bar}<h1>${title}</h1><div class="chips"><span>${lines[0]}</span><span>${lines[1]}</span></div><div class="cards">${items.slice(0, 4).join('')}</div><p>${action}</p>`;
      break;
    }
    case 'form':
      body =
        layout === 'a'
          ? `${bar}<h1>${title}</h1><p>${things[0]}</p>${lines.map(field).join('')}${button}`
          : `${bar}<div class="steps"><i></i><i></i><i></i></div><h1>${title}</h1>${lines.slice(0, 3).map(field).join('')}<div class="check">${lines[3]}</div>${button}`;
      break;
    case 'detail':
      body =
        layout === 'a'
          ? `${bar}<div class="hero small"></div><h1>${things[0]} · ${title}</h1>${lines.map((l, i) => `<div class="kv"><span>${l}</span><b>${['12/03/2026', 'R$ 84,20', '#A7731', 'OK'][i]}</b></div>`).join('')}${button}`
          : `${bar}<h1>${title}</h1><div class="card"><h2>${things[0]}</h2>${lines.map((l) => `<p>${l}</p>`).join('')}</div>${button}`;
      break;
    case 'profile':
      body =
        layout === 'a'
          ? `${bar}<div class="centre"><div class="avatar"></div><h1>${lines[0]}</h1><p>${lines[1]}</p></div>${lines
              .slice(2)
              .map((l) => row(l, ''))
              .join('')}${nav}`
          : `${bar}<h1>${title}</h1><div class="card row"><div class="avatar sm"></div><div><b>${lines[0]}</b><small>${lines[1]}</small></div></div>${lines
              .slice(2)
              .map((l) => `<div class="kv"><span>${l}</span><b>›</b></div>`)
              .join('')}${button}`;
      break;
    case 'settings': {
      const toggles = lines.map(
        (l, i) => `<div class="kv"><span>${l}</span><em class="${i % 2 ? 'on' : ''}"></em></div>`,
      );
      body =
        layout === 'a'
          ? `${bar}<h1>${title}</h1>${toggles.join('')}<p>${action}</p>${nav}`
          : `${bar}<h1>${title}</h1><div class="card">${toggles.slice(0, 2).join('')}</div><div class="card">${toggles.slice(2).join('')}</div>`;
      break;
    }
    case 'onboarding':
      body =
        layout === 'a'
          ? `<div class="art"></div><div class="centre"><h1>${title}</h1><p>${lines[0]}</p><div class="dots"><i></i><i></i><i></i></div>${button}</div>`
          : `<div class="centre"><p class="skip">${esc(w.action[1] ?? '')}</p><h1>${title}</h1><p>${lines[0]}</p><div class="art round"></div>${button}</div>`;
      break;
  }
  const rad = app.radius;
  const css = `*{box-sizing:border-box;margin:0}body{width:390px;height:844px;overflow:hidden;background:${c.bg};color:${c.ink};
font-family:'${app.font}';font-size:17px;padding:0 0 64px}h1{font-size:28px;margin:18px 20px 12px}h2{font-size:19px;margin:14px 20px 8px}
p{margin:10px 20px;font-size:17px}.bar{height:92px;padding:48px 20px 0;background:${c.primary};color:${c.bg};font-weight:bold;font-size:18px}
button{display:block;margin:18px 20px;width:350px;height:52px;border:0;border-radius:${rad}px;background:${c.primary};color:${c.bg};font:bold 18px '${app.font}'}
label{display:block;margin:10px 20px;font-size:16px}.input{height:46px;margin-top:6px;border:2px solid ${c.primary}55;border-radius:${rad}px;background:${c.surface}}
.centre{text-align:center;padding-top:40px}.centre label,.centre .input{text-align:left}.logo{width:84px;height:84px;margin:40px auto 0;border-radius:${rad * 2}px;background:${c.primary}}
.hero{height:300px;background:linear-gradient(160deg,${c.primary},${c.bg})}.hero.small{height:170px}.sheet{margin-top:-40px;background:${c.surface};border-radius:${rad * 2}px ${rad * 2}px 0 0;padding:8px 0}
.banner{margin:8px 20px;height:120px;border-radius:${rad}px;background:${c.primary}cc;color:${c.bg};padding:20px;font-size:20px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin:12px 20px}.tile{height:96px;background:${c.surface};border-radius:${rad}px;padding:12px;box-shadow:0 1px 3px #0003}
.tile i,.row i{display:block;width:30px;height:30px;border-radius:50%;background:${c.primary}66;margin-bottom:8px}
.row{display:flex;gap:14px;align-items:center;padding:12px 20px;border-bottom:1px solid ${c.ink}22}.row i{flex:none;margin:0}.row b,.row small{display:block}small{opacity:.7;font-size:14px}
.chips{margin:6px 20px}.chips span{display:inline-block;padding:8px 14px;margin:4px;border-radius:${rad + 10}px;border:1.5px solid ${c.primary}}
.cards .row{margin:10px 20px;background:${c.surface};border-radius:${rad}px;border:0;box-shadow:0 1px 4px #0003}
.search{margin:6px 20px 10px;height:44px;border-radius:22px;background:${c.surface};padding:11px 18px;opacity:.8}
.card{margin:12px 20px;padding:8px 0;background:${c.surface};border-radius:${rad}px;box-shadow:0 1px 4px #0003}
.kv{display:flex;justify-content:space-between;align-items:center;padding:14px 20px;border-bottom:1px solid ${c.ink}1f}
em{width:46px;height:26px;border-radius:13px;background:${c.ink}33}em.on{background:${c.primary}}
.avatar{width:110px;height:110px;border-radius:50%;margin:0 auto;background:${c.primary}88}.avatar.sm{width:56px;height:56px;margin:0}
.steps{display:flex;gap:8px;margin:16px 20px}.steps i{flex:1;height:6px;background:${c.primary}}.steps i+i+i{opacity:.3}
.check{margin:12px 20px;padding-left:34px;border-left:22px solid ${c.primary}44}
.art{height:360px;margin:30px;border-radius:${rad * 2}px;background:radial-gradient(circle at 30% 30%,${c.primary},${c.bg})}.art.round{width:260px;height:260px;margin:20px auto;border-radius:50%}
.dots i{display:inline-block;width:10px;height:10px;margin:4px;border-radius:50%;background:${c.primary}}.skip{text-align:right}
nav{position:fixed;bottom:0;left:0;right:0;height:64px;display:flex;justify-content:space-around;align-items:center;background:${c.surface};border-top:1px solid ${c.ink}22;font-size:13px}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}

/** Every app × kind, rendered at 390×844 CSS pixels (2× device pixels) as PNG. */
export async function renderJudgedSet(seed = 60): Promise<JudgedShot[]> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const tab = await context.newPage();
    const shots: JudgedShot[] = [];
    for (const [i, app] of APPS.entries())
      for (const [k, kind] of KINDS.entries()) {
        await tab.setContent(page(app, kind, seed * 1000 + i * 31 + k * 7));
        shots.push({ app: i, kind, png: await tab.screenshot({ type: 'png' }) });
      }
    return shots;
  } finally {
    await browser.close();
  }
}
