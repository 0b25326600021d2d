// A public image site for the browser tests, on loopback: https://images.test:<E2E_IMAGES_PORT>/…
// answers a screenshot with words on it (/tela-externa.png) or a web page (/pagina). The server's
// network layer counts this one loopback address as public; every other private address stays refused.
import sharp from 'sharp';
import { publicUnicastOnly } from '../../../server/images/address-policy.ts';
import type { NetworkOptions } from '../../../server/images/safe-fetch.ts';
import { makeTestCert } from '../../images/support/tls.ts';
import { sendBytes, startUpstream } from '../../images/support/upstream.ts';

export const IMAGE_SITE_HOST = 'images.test';

async function screenshot(lines: string[]) {
  const text = lines.map(
    (l, i) => `<text x="80" y="${420 + i * 150}" font-size="76" font-family="sans-serif" fill="#1b3a6b">${l}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920"><rect width="100%" height="100%" fill="#f4f7fb"/><rect width="100%" height="240" fill="#1351b4"/>${text.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function startImageSite(port: number) {
  const tls = makeTestCert();
  const site = await startUpstream(tls, port);
  site.route('/tela-externa.png', sendBytes(await screenshot(['Segunda via', 'de boleto', 'Pagar com Pix'])));
  site.route('/pagina', sendBytes(Buffer.from('<!doctype html><p>Uma página, não uma imagem</p>'), 'text/html'));
  const network: NetworkOptions = {
    resolve: async (host) => (host === IMAGE_SITE_HOST ? [{ address: '127.0.0.1', family: 4 }] : []),
    isAllowedAddress: (a) => a === '127.0.0.1' || publicUnicastOnly(a),
    allowAnyPort: true,
    tls: { ca: tls.cert },
  };
  return { network, close: site.close };
}
