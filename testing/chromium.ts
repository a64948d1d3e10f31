/**
 * The browser the browser tests and the bench drive: Debian's Chromium (this machine downloads no
 * browser), headless, with the flags that keep it from trying to reach a network it cannot reach.
 */
import { chromium } from '@playwright/test';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium of its own for a bench or a script (the specs get theirs from playwright.config.ts). */
export const launchChromium = () => chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
