// Code a visitor only needs once they act (the toasts that answer an action, a menu's machinery,
// the screen viewer) is fetched at their first sign of intent — a pointer moving or pressing, a
// key, a focus, a touch, a wheel — rather than while the page loads: a visitor who only reads
// never downloads it, and one who acts has it long before a click completes.
const EVENTS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

let interacted = false;
let listening = false;
const waiting = new Set<() => void>();

function listen() {
  if (listening) return;
  listening = true;
  const fire = () => {
    interacted = true;
    for (const event of EVENTS) document.removeEventListener(event, fire, true);
    for (const run of [...waiting]) run();
    waiting.clear();
  };
  for (const event of EVENTS) document.addEventListener(event, fire, { capture: true, passive: true });
}

/** Runs `run` at the visitor's first interaction with the page (at once if it happened); returns a cancel. */
export function onFirstInteraction(run: () => void): () => void {
  if (interacted) {
    run();
    return () => undefined;
  }
  listen();
  waiting.add(run);
  return () => waiting.delete(run);
}
