/**
 * cognito-local's start script (node_modules/cognito-local/lib/bin/start.js), run as the
 * cognito-local child process, with one change: its log lines are written synchronously.
 *
 * Its own script logs through pino-pretty into an asynchronous sonic-boom 2.8 stream, which
 * counts what it buffers in characters but what it wrote in bytes. Each multi-byte character
 * written (the box around a confirmation code is drawn with them) leaves its counter lower, and
 * once it is below zero new lines stay buffered until enough later output arrives
 * (pinojs/sonic-boom#139): the forgot-password code reached the stack's log late, or not
 * until the next request. Here each line goes to stdout as soon as it is logged.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// pino and pino-pretty as cognito-local itself resolves them.
const fromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
const pino = fromCognitoLocal('pino');
const { prettyFactory } = fromCognitoLocal('pino-pretty');
const { createDefaultServer } = fromCognitoLocal('./lib/server');

const pretty = prettyFactory({
  colorize: false,
  ignore: 'pid,name,hostname',
  singleLine: true,
  messageFormat: (log, messageKey) =>
    `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[messageKey]}`,
});

const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  // process.stdout is synchronous for files and pipes on Linux, and keeps the order elsewhere.
  { write: (line) => process.stdout.write(pretty(line)) },
);

createDefaultServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    if (!address) throw new Error('Server started without address');
    const url = typeof address === 'string' ? address : `${address.address}:${address.port}`;
    logger.info(`Cognito Local running on http://${url}`);
  })
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
