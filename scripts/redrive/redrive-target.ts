/**
 * Where a redrive goes: the dead-letter queue's URL, the consumer's function name and how to
 * reach both. Read from a deployed stack's CloudFormation outputs (`--stack`), from the running
 * local stack's stack file (`--local`, the same output names), or given outright.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { deadLetterRedrives, type DeadLetterRedrive } from '@shop-scanner/functions/entries';
import { readSettings } from '../../local/src/settings';
import { readStackFile } from '../../local/src/stack-file';
import type { ClientConfig } from './aws-ports';

export interface RedriveTarget {
  readonly queueUrl: string;
  readonly functionName: string;
  readonly client: ClientConfig;
  /** Says where the names came from, for the command's first line. */
  readonly from: string;
}

export type TargetSource =
  | { readonly kind: 'stack'; readonly stackName: string; readonly region?: string }
  | { readonly kind: 'local'; readonly dataDir?: string }
  | {
      readonly kind: 'explicit';
      readonly queueUrl: string;
      readonly functionName: string;
      readonly region?: string;
    };

export class TargetNotFound extends Error {
  override readonly name = 'TargetNotFound';
}

/** DynamoDB Local and the local AWS endpoint take any key; these are the stack's. */
const LOCAL_CLIENT = {
  region: 'local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
} as const;

/** The queue URL and function name among a stack's outputs, by their CloudFormation names. */
export const pickOutputs = (
  redrive: DeadLetterRedrive,
  outputs: Readonly<Record<string, string | undefined>>,
  where: string,
): { queueUrl: string; functionName: string } => {
  const { queueUrlOutput, functionNameOutput } = deadLetterRedrives[redrive];
  const queueUrl = outputs[queueUrlOutput];
  const functionName = outputs[functionNameOutput];
  const missing = [
    ...(queueUrl ? [] : [queueUrlOutput]),
    ...(functionName ? [] : [functionNameOutput]),
  ];
  if (!queueUrl || !functionName) {
    throw new TargetNotFound(
      `${where} has no output ${missing.join(' or ')}: deploy the current stack first, or give --queue-url and --function-name`,
    );
  }
  return { queueUrl, functionName };
};

const fromStack = async (
  redrive: DeadLetterRedrive,
  stackName: string,
  region: string | undefined,
): Promise<RedriveTarget> => {
  const cloudFormation = new CloudFormationClient(region ? { region } : {});
  try {
    const { Stacks = [] } = await cloudFormation.send(
      new DescribeStacksCommand({ StackName: stackName }),
    );
    const outputs = Object.fromEntries(
      (Stacks[0]?.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue]),
    );
    return {
      ...pickOutputs(redrive, outputs, `The stack ${stackName}`),
      client: region ? { region } : {},
      from: `stack ${stackName}`,
    };
  } finally {
    cloudFormation.destroy();
  }
};

const fromLocalStack = (redrive: DeadLetterRedrive, dataDir: string): RedriveTarget => {
  const stack = readStackFile(dataDir);
  if (!stack?.awsEndpoint || !stack.outputs) {
    throw new TargetNotFound(
      stack
        ? `the stack on ${dataDir} is still starting (or older than the redrive): try again once it prints its address, or restart it`
        : `no running stack uses ${dataDir}: start it with \`npm start\` (with the same DATA_DIR) first`,
    );
  }
  return {
    ...pickOutputs(redrive, stack.outputs, `The local stack on ${dataDir}`),
    client: { ...LOCAL_CLIENT, endpoint: stack.awsEndpoint },
    from: `the local stack on ${dataDir}`,
  };
};

export const resolveTarget = async (
  redrive: DeadLetterRedrive,
  source: TargetSource,
): Promise<RedriveTarget> => {
  switch (source.kind) {
    case 'stack':
      return fromStack(redrive, source.stackName, source.region);
    case 'local':
      return fromLocalStack(redrive, source.dataDir ?? readSettings().dataDir);
    case 'explicit':
      return {
        queueUrl: source.queueUrl,
        functionName: source.functionName,
        client: source.region ? { region: source.region } : {},
        from: 'the command line',
      };
  }
};
