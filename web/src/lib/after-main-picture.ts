/** Longest wait for the main picture: a slow image host must not keep the page inert. */
const MAX_WAIT_MS = 2500;

const nextPaint = () =>
  new Promise<void>((resolve) => {
    // A frame, then a task: the picture is on screen. Hidden tabs get no frames, hence the timer.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * Resolves once the page's first high-priority picture (its likely Largest Contentful Paint) has
 * loaded, or failed, and painted; at once when the page has none.
 */
export async function afterMainPicture(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (img && !img.complete) {
    await new Promise<void>((resolve) => {
      img.addEventListener('load', () => resolve(), { once: true });
      img.addEventListener('error', () => resolve(), { once: true });
      setTimeout(resolve, MAX_WAIT_MS);
    });
  }
  if (img) await nextPaint();
}
