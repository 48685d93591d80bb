// The scripts the home page `/` loads until the network is idle, as a first visit in a real
// browser fetches them (scripts/bundle-budget.ts): the API serves the build in production mode,
// headless Chromium opens the page, waits until the app has started and nothing has been fetched
// for half a second, and every script answer is kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CleanUp } from '../bench/processes.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { startMeasuredServer } from './measured-server.ts';

const CHROMIUM = '/usr/bin/chromium';
const PAGE_TIMEOUT_MS = 60_000;
/** The network counts as idle after this long without a request on its way or a new one. */
const QUIET_MS = 500;

/** The path of each script `/` loads (e.g. `/assets/home-….js`), in the order they arrived. */
export async function scriptsOfHomePage(): Promise<string[]> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}`);
  const cleanUp = new CleanUp();
  try {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-home-page-'));
    cleanUp.add(`remove ${workDir}`, () => fs.rmSync(workDir, { recursive: true, force: true }));
    const baseUrl = await startMeasuredServer({
      dataDir: path.join(workDir, 'data'),
      logDir: workDir,
      cleanUp,
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    cleanUp.add('close Chromium', () => browser.close());
    const page = await browser.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    const scripts: string[] = [];
    let pending = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      pending++;
      lastActivity = Date.now();
    });
    const settled = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(new URL(response.url()).pathname);
      }
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('html[data-app-started]', { state: 'attached' });
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error('the home page never stopped loading');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return scripts;
  } finally {
    await cleanUp.run();
  }
}
