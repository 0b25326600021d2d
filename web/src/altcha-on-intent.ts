// The contribution forms' first script (issue 62): an entry of its own, a few hundred bytes, which the
// server links only from the forms' pages. The anti-robot widget (web/src/altcha-boot.ts, ~27 KB and its
// stylesheet) is fetched at the visitor's first sign of using a form — a focus, a press, a touch, an
// input inside one — rather than while the page loads: a visitor who only reads never downloads it, and
// one who fills the form has it long before sending. It runs before React hydrates, so the plain form
// (before, or without, the app's script) still gets its widget; once hydrated, the form's own check
// (features/contribute/altcha-check.tsx, the same events) does the same, also after a client-side
// navigation. Both import the same module, which runs once.
const EVENTS = ['focusin', 'pointerdown', 'touchstart', 'input'] as const;

const inForm = (target: EventTarget | null) =>
  !!(target instanceof Element && target.closest('form')?.querySelector('altcha-widget'));

function load() {
  for (const name of EVENTS) document.removeEventListener(name, onIntent, true);
  void import('./altcha-boot');
}
function onIntent(event: Event) {
  if (inForm(event.target)) load();
}

// Already inside a form (focused before this script ran): at once.
if (inForm(document.activeElement)) load();
else for (const name of EVENTS) document.addEventListener(name, onIntent, { capture: true, passive: true });
