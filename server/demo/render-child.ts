// A child process's entry (server/demo/render-in-child.ts forks it): renders the demo images into
// the host it is given and sends their URLs back. sharp and librsvg's memory (hundreds of
// MB while 700 screens are rasterized) leaves with the process instead of staying in the server's.
import { type SeedHostSpec, seedHost } from '../images/seed-host.ts';
import { renderDemoImages } from './load-demo.ts';
import { inTenths, sendProgress } from './render-progress.ts';

const spec = JSON.parse(process.argv[2] ?? 'null') as SeedHostSpec | null;
if (!spec || !process.send) {
  console.error('usage: forked with the image host (JSON) as its argument');
  process.exit(2);
}
try {
  // One libvips thread per render (two renders run at once): the peak of a first start stays small.
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  sharp.cache(false);
  const images = await renderDemoImages(seedHost(spec), inTenths(sendProgress));
  process.send({ images }, () => process.exit(0));
} catch (error) {
  process.send({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
}
