// A child process's entry (server/demo/render-in-child.ts forks it): renders the demo images into
// the media directory it is given and sends their URLs back. sharp and librsvg's memory (hundreds of
// MB while 700 screens are rasterized) leaves with the process instead of staying in the server's.
import { LocalImageHost } from '../images/local-host.ts';
import { renderDemoImages } from './load-demo.ts';

const mediaDir = process.argv[2];
if (!mediaDir || !process.send) {
  console.error('usage: forked with the media directory as its argument');
  process.exit(2);
}
try {
  // One libvips thread per render (two renders run at once): the peak of a first start stays small.
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  sharp.cache(false);
  const images = await renderDemoImages(new LocalImageHost(mediaDir));
  process.send({ images }, () => process.exit(0));
} catch (error) {
  process.send({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
}
