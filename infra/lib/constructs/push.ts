import { vapidSubjectProblem } from '@shop-scanner/shared/push-rules';
import { RemovalPolicy } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Token } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

export interface PushProps {
  /** The functions that send push messages: they derive the VAPID key pair at cold start. */
  readonly senders: readonly LambdaFunction[];
  /**
   * Who push services may contact about the messages: a mailto: address or an https URL (the
   * site's own by default), never a local one.
   */
  readonly subject: string;
}

/**
 * Web push's VAPID identity. The stack generates a random seed into Secrets Manager (a JSON
 * {seed}), and the senders derive the P-256 key pair from it (functions/src/lib/vapid-keys.ts):
 * Secrets Manager cannot generate an EC key, and a derivation needs no custom resource. The key
 * is never in the template, the environment or the repository, and only the senders may read it.
 * Retained with the data: a new seed would make every browser's subscription invalid.
 */
export class Push extends Construct {
  readonly vapidSecret: Secret;

  constructor(scope: Construct, id: string, props: PushProps) {
    super(scope, id);
    if (!Token.isUnresolved(props.subject)) {
      const problem = vapidSubjectProblem(props.subject);
      if (problem) throw new Error(`The VAPID subject "${props.subject}" is refused: ${problem}`);
    }
    this.vapidSecret = new Secret(this, 'VapidSeed', {
      description: 'Seed of the VAPID key pair web push messages are signed with (JSON: seed)',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({}),
        generateStringKey: 'seed',
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.vapidSecret,
      'AwsSolutions-SMG4',
      "Rotating the VAPID key invalidates every browser's push subscription, so it is not rotated on a schedule; replace the seed deliberately and let shoppers subscribe again.",
    );
    for (const fn of props.senders) {
      this.vapidSecret.grantRead(fn);
      fn.addEnvironment('VAPID_SECRET_ARN', this.vapidSecret.secretArn);
      fn.addEnvironment('VAPID_SUBJECT', props.subject);
    }
  }
}
