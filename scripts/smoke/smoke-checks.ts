/**
 * The smoke test's checks of a running Shop Scanner, from outside, in the order a shopper meets
 * the parts: the SPA's config and headers, a throwaway account made and signed in through
 * Cognito, the catalogue's search and a barcode lookup, Stripe's webhook refusing a forgery, and
 * the account deleted again through the app's own deletion, so a run leaves nothing behind.
 *
 * It talks to the site's URL and to the Cognito endpoint its config.json names, nothing else.
 * Every check runs even when an earlier one failed (one that needs what an earlier one would
 * have made says so and fails), so a run always reports the whole picture.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ACCOUNT_DELETION_CONFIRMATION,
  accountDeletionResponseSchema,
} from '@shop-scanner/shared/account-data';
import {
  categoriesResultSchema,
  productSchema,
  searchResultSchema,
} from '@shop-scanner/shared/products';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { productMessages } from '@shop-scanner/shared/messages';
import { runtimeConfigSchema, type RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { userSchema } from '@shop-scanner/shared/user';
import { randomBytes, randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { securityHeaderProblems } from './security-header-problems';
import type { CheckOutcome } from './smoke-report';

export interface SmokeOptions {
  /** The site's origin: CloudFront's SiteUrl, a custom domain, or a local stack. */
  readonly siteUrl: string;
  /** Each request's limit. */
  readonly timeoutMs?: number;
  /** Called as each check ends, so a slow run shows its progress. */
  readonly onOutcome?: (outcome: CheckOutcome) => void;
}

interface TestAccount {
  readonly email: string;
  readonly password: string;
}

/** What the checks hand on to the ones after them. */
interface SmokeState {
  config?: RuntimeConfig;
  cognito?: CognitoIdentityProviderClient;
  account?: TestAccount;
  idToken?: string;
  product?: { readonly id: string; readonly barcode: string };
  /** The search answered, with no product at all: a new deployment before its first product. */
  emptyCatalogue?: boolean;
  deleted?: boolean;
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** The smoke test's own user's name, so an account left by a broken run is recognisable. */
const SMOKE_USER_NAME = 'Smoke Test';

class SmokeFailure extends Error {}

function fail(message: string): never {
  throw new SmokeFailure(message);
}

const needs = <T>(value: T | undefined, what: string): T =>
  value ?? fail(`not run: needs ${what}, which an earlier check did not get`);

const shortened = (text: string, length = 160): string =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** The API's own message of an answer, or its start. */
const messageOf = (answer: Answer): string => {
  try {
    const body = JSON.parse(answer.text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: CloudFront's or a proxy's page; its start says whose.
  }
  return shortened(answer.text.replace(/\s+/g, ' '));
};

const jsonOf = (answer: Answer, what: string): unknown => {
  try {
    return JSON.parse(answer.text);
  } catch {
    return fail(`${what} is not JSON: ${shortened(answer.text)}`);
  }
};

const expectStatus = (answer: Answer, expected: number, what: string): void => {
  if (answer.status !== expected)
    fail(`${what} answered ${answer.status} (expected ${expected}): ${messageOf(answer)}`);
};

/** A fresh address and a password the pool's policy accepts (upper, lower, digit, 8+). */
const newTestAccount = (): TestAccount => ({
  email: `smoke-${Date.now()}-${randomBytes(4).toString('hex')}@example.com`,
  password: `Smoke-${randomBytes(12).toString('hex')}-A1`,
});

const cognitoErrorName = (error: unknown): string =>
  error instanceof Error ? error.name : 'unknown error';

/** An unexpected error in one line, with its cause (fetch hides ECONNREFUSED and the like there). */
const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`;
};

export const runSmoke = async (options: SmokeOptions): Promise<CheckOutcome[]> => {
  const site = new URL(options.siteUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const state: SmokeState = {};

  const request = async (
    path: string,
    init: { method?: string; token?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const response = await fetch(new URL(path, site), {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: init.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  const signIn = async (account: TestAccount) => {
    const cognito = needs(state.cognito, "config.json's Cognito pool");
    const config = needs(state.config, 'config.json');
    const answer = await cognito.send(
      new InitiateAuthCommand({
        ClientId: config.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    return answer.AuthenticationResult?.IdToken;
  };

  /**
   * A new deployment's lookup: a code no catalogue holds (GS1's 200-299 prefixes are for a
   * shop's own use, never a product's) answers 404 Product Not Found through the whole path
   * (authorizer, quota, table), as the scan page shows it.
   */
  const lookUpUnknownCode = async (token: string): Promise<string> => {
    const code = withCheckDigit(`20${String(randomInt(10 ** 10)).padStart(10, '0')}`);
    const answer = await request(`/api/products/barcode/${code}`, { token });
    expectStatus(answer, 404, `GET /api/products/barcode/${code}`);
    const body = jsonOf(answer, 'the lookup answer') as { message?: unknown; barcode?: unknown };
    if (body.message !== productMessages.notFound || body.barcode !== code)
      fail(`the lookup of ${code} answered ${shortened(answer.text)}`);
    return `the unknown ${code} is ${productMessages.notFound}`;
  };

  const checks: readonly { name: string; run: () => Promise<string> }[] = [
    {
      name: 'config.json',
      run: async () => {
        const answer = await request('/config.json');
        expectStatus(answer, 200, 'GET /config.json');
        const parsed = runtimeConfigSchema.safeParse(jsonOf(answer, 'config.json'));
        if (!parsed.success)
          fail(`config.json has not the SPA's shape: ${shortened(parsed.error.message)}`);
        const config = parsed.data;
        state.config = config;
        // Locally the endpoint is relative to the site; on AWS the SDK derives it from the region.
        const endpoint = config.cognitoEndpoint
          ? new URL(config.cognitoEndpoint, site).toString()
          : undefined;
        state.cognito = new CognitoIdentityProviderClient({
          region: config.region,
          ...(endpoint ? { endpoint } : {}),
          maxAttempts: 1,
          requestHandler: { requestTimeout: timeoutMs },
        });
        return `stage ${config.stage}, region ${config.region}, pool ${config.userPoolId}`;
      },
    },
    {
      name: 'security headers',
      run: async () => {
        const answer = await request('/', { headers: { accept: 'text/html' } });
        expectStatus(answer, 200, 'GET /');
        const problems = securityHeaderProblems(answer.headers);
        if (problems.length > 0) fail(problems.join('; '));
        return 'CSP, HSTS, nosniff, frame, referrer and permissions policies as shared';
      },
    },
    {
      name: 'sign-up (Cognito)',
      run: async () => {
        const cognito = needs(state.cognito, "config.json's Cognito pool");
        const config = needs(state.config, 'config.json');
        const account = newTestAccount();
        const answer = await cognito.send(
          new SignUpCommand({
            ClientId: config.userPoolClientId,
            Username: account.email,
            Password: account.password,
            UserAttributes: [
              { Name: 'email', Value: account.email },
              { Name: 'name', Value: SMOKE_USER_NAME },
            ],
          }),
        );
        state.account = account;
        // The pool's PreSignUp trigger confirms every valid sign-up: the app signs in at once.
        if (!answer.UserConfirmed)
          fail(`${account.email} was made but not confirmed: is the PreSignUp trigger attached?`);
        return `${account.email}, confirmed by the PreSignUp trigger`;
      },
    },
    {
      name: 'sign-in (Cognito)',
      run: async () => {
        const account = needs(state.account, 'the test account');
        state.idToken = (await signIn(account)) ?? fail('InitiateAuth gave no ID token');
        return 'USER_PASSWORD_AUTH gave an ID token';
      },
    },
    {
      name: 'GET /auth/me',
      run: async () => {
        const token = needs(state.idToken, 'an ID token');
        const account = needs(state.account, 'the test account');
        const answer = await request('/auth/me', { token });
        expectStatus(answer, 200, 'GET /auth/me');
        const parsed = userSchema.safeParse(jsonOf(answer, '/auth/me'));
        if (!parsed.success) fail(`/auth/me has not the profile's shape: ${parsed.error.message}`);
        const me = parsed.data;
        if (me.email !== account.email) fail(`/auth/me names ${me.email}, not ${account.email}`);
        return `${me.email} on the ${me.plan} plan`;
      },
    },
    {
      name: 'product search',
      run: async () => {
        const categoriesAnswer = await request('/api/products/categories');
        expectStatus(categoriesAnswer, 200, 'GET /api/products/categories');
        const categories = categoriesResultSchema.parse(jsonOf(categoriesAnswer, 'categories'));
        // A search by category uses no search allowance, and finds a product whatever its name;
        // a new deployment has no category yet, and its unfiltered first page must answer empty.
        const category = categories[0];
        const query = new URLSearchParams({ ...(category ? { category } : {}), limit: '5' });
        // As a guest: the catalogue is public, and this check needs no account to pass.
        const answer = await request(`/api/products/search?${query.toString()}`);
        expectStatus(answer, 200, 'GET /api/products/search');
        const parsed = searchResultSchema.safeParse(jsonOf(answer, 'the search answer'));
        if (!parsed.success) fail(`the search answer has not its shape: ${parsed.error.message}`);
        const result = parsed.data;
        if (!category) {
          if (result.total > 0) fail(`no category listed, but the search found ${result.total}`);
          state.emptyCatalogue = true;
          return 'the catalogue is empty (a new deployment): the lookup asks for an unknown code';
        }
        const product =
          result.products.find((p) => p.barcode.length > 0) ??
          fail(`"${category}" holds products by the categories list, but the search found none`);
        state.product = { id: product.id, barcode: product.barcode };
        return `${result.total} in "${category}", first "${shortened(product.name, 40)}"`;
      },
    },
    {
      name: 'barcode lookup',
      run: async () => {
        const token = needs(state.idToken, 'an ID token');
        if (state.emptyCatalogue) return lookUpUnknownCode(token);
        const product = needs(state.product, 'a product from the search');
        const answer = await request(
          `/api/products/barcode/${encodeURIComponent(product.barcode)}`,
          { token },
        );
        expectStatus(answer, 200, `GET /api/products/barcode/${product.barcode}`);
        const parsed = productSchema.safeParse(jsonOf(answer, 'the lookup answer'));
        if (!parsed.success) fail(`the lookup answer has not a product's shape`);
        if (parsed.data.id !== product.id)
          fail(`barcode ${product.barcode} found ${parsed.data.id}, the search ${product.id}`);
        return `${product.barcode} is ${product.id}`;
      },
    },
    {
      name: 'forged webhook refused',
      run: async () => {
        const event = { id: `evt_smoke_${randomBytes(8).toString('hex')}`, object: 'event' };
        const forgedSignature = `t=${Math.floor(Date.now() / 1000)},v1=${randomBytes(32).toString('hex')}`;
        const answer = await request('/api/billing/webhook', {
          method: 'POST',
          body: JSON.stringify({ ...event, type: 'invoice.paid', data: { object: {} } }),
          headers: { 'stripe-signature': forgedSignature },
        });
        if (answer.status >= 500)
          fail(
            `answered ${answer.status}: the webhook cannot check signatures (is the Stripe secret set? docs/deploy.md)`,
          );
        expectStatus(answer, 400, 'a forged webhook');
        return `400 "${messageOf(answer)}"`;
      },
    },
    {
      name: 'test account deleted',
      run: async () => {
        const account = needs(state.account, 'the test account');
        const config = needs(state.config, 'config.json');
        const leftBehind = `the test account ${account.email} is left: aws cognito-idp admin-delete-user --user-pool-id ${config.userPoolId} --username ${account.email}`;
        const token = state.idToken ?? fail(leftBehind);
        const answer = await request('/api/account', {
          method: 'DELETE',
          token,
          body: JSON.stringify({ confirmation: ACCOUNT_DELETION_CONFIRMATION }),
        });
        if (answer.status !== 200)
          fail(`DELETE /api/account answered ${answer.status}; ${leftBehind}`);
        const { status } = accountDeletionResponseSchema.parse(jsonOf(answer, 'the deletion'));
        if (status !== 'deleted') fail(`the deletion is ${status}; ${leftBehind}`);
        // Gone means gone: its password no longer signs anyone in.
        const refusal = await signIn(account).then(
          () => fail(`${account.email} still signs in after its deletion`),
          (error: unknown) => cognitoErrorName(error),
        );
        state.deleted = true;
        return `deleted through DELETE /api/account; signing in again: ${refusal}`;
      },
    },
  ];

  const outcomes: CheckOutcome[] = [];
  try {
    for (const check of checks) {
      const started = performance.now();
      let passed = false;
      let detail: string;
      try {
        detail = await check.run();
        passed = true;
      } catch (error) {
        detail = error instanceof SmokeFailure ? error.message : describeError(error);
      }
      const outcome = {
        name: check.name,
        passed,
        detail,
        milliseconds: performance.now() - started,
      };
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
    }
  } finally {
    state.cognito?.destroy();
  }
  return outcomes;
};
