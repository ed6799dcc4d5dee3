/**
 * What `npm run deploy` needs to know of the arguments it passes on to `cdk deploy`: the context
 * values they set (so the pre-checks see what the synth will) and the AWS profile (so the checks
 * read the same account the deploy writes to).
 */

/** Our own switch, never passed to cdk: run the checks and stop. */
export const CHECKS_ONLY_FLAG = '--checks-only';

const keyValue = (pair: string): [string, string] | undefined => {
  const at = pair.indexOf('=');
  return at > 0 ? [pair.slice(0, at), pair.slice(at + 1)] : undefined;
};

/** `-c key=value`, `--context key=value` and `--context=key=value`, the last one of a key winning. */
export const contextArguments = (args: readonly string[]): Record<string, string> => {
  const pairs: [string, string][] = [];
  args.forEach((arg, index) => {
    const pair =
      arg === '-c' || arg === '--context'
        ? keyValue(args[index + 1] ?? '')
        : arg.startsWith('--context=')
          ? keyValue(arg.slice('--context='.length))
          : undefined;
    if (pair) pairs.push(pair);
  });
  return Object.fromEntries(pairs);
};

/** `--profile name` or `--profile=name`, as cdk reads it. */
export const profileArgument = (args: readonly string[]): string | undefined => {
  const index = args.findIndex((arg) => arg === '--profile' || arg.startsWith('--profile='));
  if (index < 0) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice('--profile='.length) : args[index + 1];
};

/** The arguments for cdk: all but our own switch. */
export const cdkArguments = (args: readonly string[]): string[] =>
  args.filter((arg) => arg !== CHECKS_ONLY_FLAG);
