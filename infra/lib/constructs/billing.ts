import { RemovalPolicy } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

export interface BillingProps {
  /** Functions that call Stripe: they read the keys at cold start. */
  readonly stripeCallers: readonly LambdaFunction[];
}

/**
 * Stripe's keys, in Secrets Manager: a JSON {secretKey, webhookSecret}. The stack creates the
 * secret with empty placeholders; the operator puts the account's keys in once
 * (`aws secretsmanager put-secret-value`), and the functions read it at cold start, so the keys
 * are never in the template, the environment or the repository. Only the functions that call
 * Stripe may read it.
 */
export class Billing extends Construct {
  readonly stripeSecret: Secret;

  constructor(scope: Construct, id: string, props: BillingProps) {
    super(scope, id);
    this.stripeSecret = new Secret(this, 'StripeKeys', {
      description: 'Stripe secret key and webhook signing secret (JSON: secretKey, webhookSecret)',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '' }),
        // A throwaway generated field: Secrets Manager requires one; the app never reads it.
        generateStringKey: 'unused',
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.stripeSecret,
      'AwsSolutions-SMG4',
      "Stripe's keys are rotated in Stripe's dashboard, not by a Lambda; the operator writes the new ones here.",
    );
    for (const fn of props.stripeCallers) {
      this.stripeSecret.grantRead(fn);
      fn.addEnvironment('STRIPE_SECRET_ARN', this.stripeSecret.secretArn);
    }
  }
}
