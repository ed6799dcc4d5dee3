import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** A strong-enough password for the pool policy (8+, upper, lower, digit). */
export const PASSWORD = 'Passw0rdE2e';

let counter = 0;
/** Unique per run and per call, so a reused data folder never hits "email taken". */
export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`;

export interface Account {
  name: string;
  email: string;
  password: string;
  type: 'consumer' | 'business';
  businessName?: string;
}

export const newAccount = (type: Account['type']): Account => ({
  name: type === 'business' ? 'Bea Seller' : 'Carl Consumer',
  email: uniqueEmail(type),
  password: PASSWORD,
  type,
  ...(type === 'business' ? { businessName: 'Bea Goods Ltd' } : {}),
});

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toast').filter({ hasText: text });

export const register = async (page: Page, account: Account) => {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Account type').selectOption(account.type);
  if (account.businessName) await page.getByLabel('Business name').fill(account.businessName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
};

export const fillLogin = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

export const signOut = async (page: Page) => {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
};

/** A consumer account that exists, with the browser signed out again. */
export const registeredConsumer = async (page: Page): Promise<Account> => {
  const account = newAccount('consumer');
  await register(page, account);
  await expect(page).toHaveURL('/');
  await signOut(page);
  return account;
};

/**
 * Every code the local stack printed for this email, oldest first (cognito-local's console
 * sender). Sign-up prints one too, so a test compares counts before and after its request.
 */
export const readCodesFromServerLog = (email: string): string[] => {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) return [];
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const matches = [
    ...readFileSync(logFile, 'utf8').matchAll(
      new RegExp(`confirmation code for ${escaped}: (\\d{6})`, 'g'),
    ),
  ];
  return matches.map((m) => m[1]!);
};

/** The newest code printed for this email after the first `before` ones, if one came since. */
export const newCodeInServerLog = (email: string, before: number): string | undefined => {
  const logged = readCodesFromServerLog(email);
  return logged.length > before ? logged.at(-1) : undefined;
};

/** A console warning or error, or an uncaught exception, and the page's path when it came. */
export interface Logged {
  readonly type: string;
  readonly text: string;
  readonly url: string;
  readonly page: string;
}

/** Every console warning and error of the page, and every uncaught exception, in order. */
export const recordConsole = (page: Page): Logged[] => {
  const logged: Logged[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    logged.push({
      type: message.type(),
      text: message.text(),
      url: message.location().url,
      page: where(),
    });
  });
  page.on('pageerror', (error) => {
    logged.push({ type: 'uncaught', text: error.message, url: '', page: where() });
  });
  return logged;
};

/**
 * Starts recording the page's layout shifts from its next load on (the browser's own measure, the
 * one Lighthouse sums); `layoutShiftTotal` reads what moved since, after two frames.
 */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

export const layoutShiftTotal = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: { total: number } }).layoutShifts.total),
          ),
        ),
      ),
  );
