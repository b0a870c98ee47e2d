/**
 * Tells Safaricom's Daraja where to send the paybill's C2B validations and confirmations (once per
 * shortcode, after going live):  npm run mpesa:register-urls -w apps/server
 * Reads the same environment as the server (MPESA_*, MPESA_CALLBACK_BASE_URL, the database).
 */
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const config = { ...loadConfig(), webDist: null };
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
await database.migrate();
const app = await buildApp({ config, database, logger: false });
try {
  await app.registerC2bUrls();
  console.log(`Registered the C2B URLs of shortcode ${config.mpesa.shortcode} at ${config.mpesa.callbackBaseUrl} with Daraja (${config.mpesa.env}).`);
} finally {
  await app.close();
  await database.close();
}
