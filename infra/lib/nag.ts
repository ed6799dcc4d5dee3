import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag v3 acknowledgments (CDK's `Validations.of(...).acknowledge`), kept beside the resource
 * they excuse. Every one needs a concrete reason; cdk-nag v3 has no prefix matching, so a rule
 * with several findings (IAM5) is acknowledged finding by finding.
 */
export const acknowledge = (scope: IConstruct, id: string, reason: string): void => {
  Validations.of(scope).acknowledge({ id, reason });
};

/**
 * How cdk-nag names a resource pattern built on a construct's ARN, e.g.
 * `Resource::<StorageTableB43FDCE7.Arn>/index/*`: the logical id comes from the stack.
 */
export const arnFinding = (construct: IConstruct, suffix: string): string => {
  const element = construct.node.defaultChild ?? construct;
  if (!(element instanceof CfnElement)) {
    throw new Error(`${construct.node.path} has no CloudFormation resource to name`);
  }
  return `Resource::<${Stack.of(element).getLogicalId(element)}.Arn>${suffix}`;
};
