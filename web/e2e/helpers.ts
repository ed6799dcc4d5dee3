import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
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

/**
 * The confirmation code cognito-local holds for this email, read from its user database in the
 * run's data folder. A fallback for the log: in a full run the printed code can reach the log
 * only once more output follows (seen here; see the report), while the database is written at once.
 */
export const readCodeFromCognitoDb = (email: string): string | undefined => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return undefined;
  const dbDir = path.join(dataDir, 'cognito/.cognito/db');
  for (const file of readdirSync(dbDir).filter((f) => f.startsWith('local_'))) {
    const db = JSON.parse(readFileSync(path.join(dbDir, file), 'utf8')) as {
      Users?: Record<
        string,
        { ConfirmationCode?: string; Attributes?: { Name: string; Value: string }[] }
      >;
    };
    const user = Object.values(db.Users ?? {}).find((u) =>
      u.Attributes?.some((a) => a.Name === 'email' && a.Value === email),
    );
    if (user) return user.ConfirmationCode;
  }
  return undefined;
};

/** A code for this email that was not there before: from the log, else from the database. */
export const newCodeSince = (email: string, before: { log: number; db?: string | undefined }) => {
  const logged = readCodesFromServerLog(email);
  if (logged.length > before.log) return logged.at(-1);
  const stored = readCodeFromCognitoDb(email);
  return stored && stored !== before.db ? stored : undefined;
};
