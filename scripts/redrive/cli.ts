/**
 * `npm run redrive -- billing|offer-feed (--stack <name> | --local | --queue-url <url>
 * --function-name <name>) [--region <r>] [--max <n>] [--dry-run]`: replays the events a consumer
 * failed every retry of, from its dead-letter queue, through the same consumer (docs: "When
 * billing events are stuck" in docs/accounts-and-billing.md). Exits 0 when the queue was
 * emptied of what it read, 1 when messages are still failing, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { deadLetterRedrives, type DeadLetterRedrive } from '@shop-scanner/functions/entries';
import { clientsFor, lambdaConsumer, sqsDeadLetterQueue } from './aws-ports';
import { resolveTarget, TargetNotFound, type TargetSource } from './redrive-target';
import { replayDeadLetters, type ReplayResult, type ReplaySummary } from './replay-dead-letters';

const USAGE = `usage: npm run redrive -- <${Object.keys(deadLetterRedrives).join('|')}> (--stack <name> | --local | --queue-url <url> --function-name <name>) [--region <region>] [--max <n>] [--dry-run]
  --stack <name>     a deployed stack (its outputs name the queue and the consumer), e.g. ShopScanner
  --local            the stack \`npm start\` runs on DATA_DIR (default .data)
  --max <n>          the most messages this run handles (default 100)
  --dry-run          lists the messages; invokes nothing, deletes nothing`;

const DEFAULT_MAX = 100;

class UsageError extends Error {}

const parse = (argv: readonly string[]) => {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      stack: { type: 'string' },
      local: { type: 'boolean', default: false },
      'queue-url': { type: 'string' },
      'function-name': { type: 'string' },
      region: { type: 'string' },
      max: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const [name, ...extra] = positionals;
  if (!name || extra.length > 0 || !(name in deadLetterRedrives)) {
    throw new UsageError(
      name && !(name in deadLetterRedrives) ? `no dead-letter queue ${name}` : '',
    );
  }
  const explicit = values['queue-url'] !== undefined || values['function-name'] !== undefined;
  // One source, named: replaying into the wrong stack must not happen by default.
  const sources = [values.stack !== undefined, values.local, explicit].filter(Boolean).length;
  if (sources !== 1) throw new UsageError('name one of --stack, --local or --queue-url');
  const region = values.region ? { region: values.region } : {};
  let source: TargetSource;
  if (values.stack !== undefined) source = { kind: 'stack', stackName: values.stack, ...region };
  else if (values.local) source = { kind: 'local' };
  else {
    if (!values['queue-url'] || !values['function-name']) {
      throw new UsageError('--queue-url and --function-name go together');
    }
    source = {
      kind: 'explicit',
      queueUrl: values['queue-url'],
      functionName: values['function-name'],
      ...region,
    };
  }
  const max = values.max === undefined ? DEFAULT_MAX : Number(values.max);
  if (!Number.isInteger(max) || max < 1) throw new UsageError('--max takes a whole number above 0');
  return { redrive: name as DeadLetterRedrive, source, max, dryRun: values['dry-run'] };
};

const describeEvent = (event: { id: string; 'detail-type': string; detail: unknown }) => {
  const inner = (event.detail as { id?: unknown } | null)?.id;
  return `${event['detail-type']} ${typeof inner === 'string' ? inner : ''} (event ${event.id})`
    .replace(/ {2,}/g, ' ')
    .trim();
};

const lineFor = (result: ReplayResult): string => {
  const times =
    result.letter.receiveCount !== undefined ? `, received ${result.letter.receiveCount}x` : '';
  switch (result.kind) {
    case 'replayed':
      return `replayed       ${describeEvent(result.event)}`;
    case 'listed':
      return `waiting        ${describeEvent(result.event)}${times}${result.letter.lastError ? `; failed with: ${result.letter.lastError}` : ''}`;
    case 'still-failing':
      return `still failing  ${describeEvent(result.event)}${times}: ${result.error}`;
    case 'unreadable':
      return `unreadable     message ${result.letter.messageId}: ${result.reason} (left in the queue)`;
  }
};

const summaryLine = (summary: ReplaySummary, dryRun: boolean): string => {
  const more = summary.stoppedAtMax ? '; more may wait (run again, or raise --max)' : '';
  if (dryRun) {
    return `${summary.listed} waiting, ${summary.unreadable} unreadable (dry run: nothing replayed, nothing deleted)${more}`;
  }
  return `${summary.replayed} replayed, ${summary.stillFailing} still failing, ${summary.unreadable} unreadable${summary.stillFailing + summary.unreadable > 0 ? ' (left in the queue)' : ''}${more}`;
};

const main = async (): Promise<number> => {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message ? `${message}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const target = await resolveTarget(options.redrive, options.source);
  process.stdout.write(
    `${options.dryRun ? 'Listing' : 'Replaying'} ${options.redrive} dead letters from ${target.from}:\n` +
      `  queue    ${target.queueUrl}\n  consumer ${target.functionName}\n`,
  );
  const { sqs, lambda } = clientsFor(target.client);
  try {
    const summary = await replayDeadLetters({
      queue: sqsDeadLetterQueue(sqs, target.queueUrl),
      consumer: lambdaConsumer(lambda, target.functionName),
      max: options.max,
      dryRun: options.dryRun,
      onResult: (result) => process.stdout.write(`${lineFor(result)}\n`),
    });
    process.stdout.write(`${summaryLine(summary, options.dryRun)}\n`);
    return summary.stillFailing + summary.unreadable > 0 ? 1 : 0;
  } finally {
    sqs.destroy();
    lambda.destroy();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof TargetNotFound) {
      process.stderr.write(`redrive: ${error.message}\n`);
    } else {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      // Only messages the consumer had taken were deleted; the rest are back in the queue.
      process.stderr.write(
        `redrive stopped: ${message}\nWhat it had not replayed is still in the queue.\n`,
      );
    }
    process.exit(1);
  },
);
