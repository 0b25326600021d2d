// Browser-test server: the real `npm start` server (start()) on the port Playwright chose, with a
// throw-away data directory removed on shutdown, an Airtable stand-in on loopback for the sync, and a
// public image site stand-in (HTTPS on E2E_IMAGES_PORT, images.test) for images admins take in, and a
// mail server that keeps what the newsletter sends (its HTTP API on E2E_MAIL_PORT).
import { rmSync } from 'node:fs';
import { loadConfig } from '../../../server/config.ts';
import { start } from '../../../server/start.ts';
import { startAirtableStandIn } from '../../jobs/support/airtable-standin.ts';
import { buildE2EBase, E2E_AIRTABLE } from './airtable-base.ts';
import { startImageSite } from './image-site.ts';
import { startMailCatcher } from './mail-catcher.ts';

const airtable = await startAirtableStandIn(E2E_AIRTABLE);
buildE2EBase(airtable, (process.env.PUBLIC_URL ?? '').replace(/\/+$/, ''));
process.env.AIRTABLE_API_KEY = E2E_AIRTABLE.apiKey;
process.env.AIRTABLE_BASE_ID = E2E_AIRTABLE.baseId;
process.env.AIRTABLE_ENDPOINT_URL = airtable.origin;

const images = await startImageSite(Number(process.env.E2E_IMAGES_PORT ?? 0));
// The newsletter's mail goes to a real SMTP server on loopback; specs read it through its HTTP API.
const mail = await startMailCatcher(Number(process.env.E2E_MAIL_PORT ?? 0));
process.env.SMTP_URL = mail.smtpUrl;
const config = loadConfig();
const running = await start(config, { network: images.network });
console.log(`web on http://${config.host}:${running.port}`);

const shutdown = async () => {
  await running.close();
  await airtable.close();
  await images.close();
  await mail.close();
  if (process.env.E2E_REMOVE_DATA_DIR === '1') rmSync(config.dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
