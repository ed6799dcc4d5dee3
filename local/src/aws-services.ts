/**
 * One loopback-only endpoint that speaks the AWS APIs the code calls besides DynamoDB:
 * - Lambda Invoke (`POST /2015-03-31/functions/{name}/invocations`) for cognito-local's triggers
 *   and the event consumers;
 * - EventBridge PutEvents (JSON 1.1, `AWSEvents.PutEvents`): the in-process bus;
 * - SQS (JSON 1.0, `AmazonSQS.*`): the consumers' dead-letter queues (sqs/), which the redrive
 *   command reads with the real SQS client before invoking the consumer here;
 * - the Cognito API (`AWSCognitoIdentityProviderService.*`), through the same shim as the SPA's
 *   `/cognito`, so handlers meet the pool's password policy like on AWS. Here the whole API,
 *   Admin* calls included: the handlers make them with their IAM role on AWS, and this endpoint
 *   listens on loopback only, unlike the public origin's `/cognito`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleCognitoCall, type CognitoShimOptions } from './cognito-shim';
import type { EventBus } from './event-bus';
import { invoke, type LambdaFunction } from './lambda-runtime';
import type { Log } from './log';
import { readBody } from './read-body';
import type { QueueStore } from './sqs/queue-store';
import { handleSqsCall, SQS_TARGET_PREFIX } from './sqs/sqs-protocol';

export interface AwsServicesOptions {
  readonly port: number;
  readonly functions: readonly LambdaFunction[];
  readonly bus: EventBus;
  /** Resolved late: the shim needs cognito-local, which needs this endpoint for its triggers. */
  readonly cognito: () => CognitoShimOptions | undefined;
  readonly log: Log;
  /** The dead-letter queues SQS calls reach; absent: none. */
  readonly queues?: QueueStore;
}

export interface AwsServices {
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

const send = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
};

export const startAwsServices = async ({
  port,
  functions,
  bus,
  cognito,
  log,
  queues,
}: AwsServicesOptions): Promise<AwsServices> => {
  const byName = new Map(functions.map((f) => [f.name, f]));

  const handleInvoke = async (name: string, payload: Buffer, res: http.ServerResponse) => {
    const fn = byName.get(name);
    if (!fn) {
      send(
        res,
        404,
        { Type: 'User', message: `Function not found: ${name}` },
        {
          'x-amzn-errortype': 'ResourceNotFoundException',
        },
      );
      return;
    }
    try {
      const event: unknown = payload.length ? JSON.parse(payload.toString('utf8')) : {};
      const result = await invoke(fn, event);
      send(res, 200, result === undefined ? 'null' : JSON.stringify(result));
    } catch (error) {
      // Lambda answers 200 with X-Amz-Function-Error and the error as payload.
      log.error(`${name} failed`, error);
      const e = error instanceof Error ? error : new Error(String(error));
      send(
        res,
        200,
        { errorType: e.name, errorMessage: e.message, trace: [] },
        {
          'x-amz-function-error': 'Unhandled',
        },
      );
    }
  };

  /** Known once listening (port 0 picks one); requests come only after. */
  let actualPort = port;
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req, 8 * 1024 * 1024);
      const invokeMatch = INVOKE_PATH.exec(req.url?.split('?')[0] ?? '');
      if (req.method === 'POST' && invokeMatch?.[1]) {
        await handleInvoke(decodeURIComponent(invokeMatch[1]), body, res);
        return;
      }
      const target = req.headers['x-amz-target'];
      if (req.method === 'POST' && target === 'AWSEvents.PutEvents') {
        const input = JSON.parse(body.toString('utf8') || '{}') as { Entries?: unknown[] };
        if (
          !Array.isArray(input.Entries) ||
          input.Entries.length < 1 ||
          input.Entries.length > 10
        ) {
          send(res, 400, {
            __type: 'ValidationException',
            message: 'Entries must hold between 1 and 10 entries',
          });
          return;
        }
        send(res, 200, bus.putEvents(input.Entries as never), {
          'content-type': 'application/x-amz-json-1.1',
        });
        return;
      }
      if (
        req.method === 'POST' &&
        typeof target === 'string' &&
        target.startsWith(SQS_TARGET_PREFIX) &&
        queues
      ) {
        const reply = await handleSqsCall(target, body.toString('utf8'), {
          store: queues,
          endpoint: `http://127.0.0.1:${actualPort}`,
        });
        res.writeHead(reply.status, reply.headers);
        res.end(reply.body);
        return;
      }
      const shim = cognito();
      if (
        req.method === 'POST' &&
        typeof target === 'string' &&
        target.startsWith('AWSCognitoIdentityProviderService.') &&
        shim
      ) {
        const reply = await handleCognitoCall(target, body.toString('utf8'), shim, 'iam');
        send(res, reply.status, reply.body, { 'content-type': 'application/x-amz-json-1.1' });
        return;
      }
      send(res, 404, {
        message: `Not served by the local AWS endpoint: ${req.method} ${req.url} ${target ?? ''}`,
      });
    })().catch((error: unknown) => {
      log.error('request failed', error);
      if (!res.headersSent)
        send(res, 500, { __type: 'InternalFailure', message: 'Internal failure' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  actualPort = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
