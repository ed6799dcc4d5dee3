import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface SupportMailProps {
  /** The functions that send support mail (the support group: acknowledgements, answers). */
  readonly senders: readonly LambdaFunction[];
  /**
   * The sender address, an SES identity of the account (the address itself, or its domain,
   * verified in SES), optionally with a display name: `Shop Scanner Support <support@…>`.
   */
  readonly from: string;
  /** The site's address, for the ticket links the mails carry. */
  readonly siteUrl: string;
}

/** The bare address of a sender written with or without a display name. */
export const senderAddress = (from: string): string => {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  const address = (bracketed?.[1] ?? from).trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(address))
    throw new Error(`The support mail sender "${from}" is not an e-mail address`);
  return address;
};

/**
 * E-mail on AWS: the senders may call SES v2 SendEmail as the configured identity only (the
 * address, or the domain it belongs to, whichever the account verified), and only with that
 * address as the sender; the mailer (functions/src/lib/mailer.ts) reads MAIL_FROM and SITE_URL.
 */
export class SupportMail extends Construct {
  constructor(scope: Construct, id: string, props: SupportMailProps) {
    super(scope, id);
    const address = senderAddress(props.from);
    const domain = address.split('@')[1] ?? '';
    const stack = Stack.of(this);
    const identityArn = (identity: string) =>
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
    const send = new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [identityArn(address), identityArn(domain)],
      conditions: { StringEquals: { 'ses:FromAddress': address } },
    });
    for (const fn of props.senders) {
      fn.addToRolePolicy(send);
      fn.addEnvironment('MAIL_FROM', props.from);
      fn.addEnvironment('SITE_URL', props.siteUrl);
    }
  }
}
