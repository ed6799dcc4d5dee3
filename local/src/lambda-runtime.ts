/**
 * Calls the project's handler modules in-process, as Lambda would: imported lazily on first use
 * (so the environment is set before `functions/src/lib/env.ts` reads it), once, with a Context.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { meterInvocation } from './invocation-meter';
import { functionsDir } from './paths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHandler = (event: any, context: Context) => unknown;

export interface LambdaFunction {
  /** The function's name, as on AWS (used in the Context and in logs). */
  readonly name: string;
  /** Absolute path of the module, or relative to functions/ (as in functions/src/entries.ts). */
  readonly entry: string;
  readonly timeoutMs?: number;
}

const modules = new Map<string, Promise<AnyHandler>>();

export const resolveEntry = (entry: string): string =>
  path.isAbsolute(entry) ? entry : path.join(functionsDir, entry);

export const loadHandler = (entry: string): Promise<AnyHandler> => {
  const file = resolveEntry(entry);
  let loaded = modules.get(file);
  if (!loaded) {
    loaded = import(pathToFileURL(file).href).then((mod: { handler?: unknown }) => {
      if (typeof mod.handler !== 'function') throw new Error(`${file} does not export a handler`);
      return mod.handler as AnyHandler;
    });
    // A failed import (syntax error while editing) is retried on the next call.
    loaded.catch(() => modules.delete(file));
    modules.set(file, loaded);
  }
  return loaded;
};

export const createContext = (fn: LambdaFunction, requestId: string = randomUUID()): Context => {
  const deadline = Date.now() + (fn.timeoutMs ?? 30_000);
  const notSupported = () => {
    throw new Error('Callback-style completion is not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: fn.name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${fn.name}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${fn.name}`,
    logStreamName: `local/[$LATEST]${requestId.replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: notSupported,
    fail: notSupported,
    succeed: notSupported,
  };
};

/** Runs one invocation: load (once), call, await. */
export const invoke = async (
  fn: LambdaFunction,
  event: unknown,
  requestId?: string,
): Promise<unknown> => {
  const handler = await loadHandler(fn.entry);
  const context = createContext(fn, requestId);
  // The module's load (a cold start) stays outside: the meter times the call a warm Lambda bills.
  return meterInvocation(fn.name, context.awsRequestId, async () => handler(event, context));
};
