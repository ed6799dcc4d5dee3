import { deadLetterRedrives } from '@shop-scanner/functions/entries';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Billing } from './constructs/billing';
import { Events } from './constructs/events';
import { Monitoring } from './constructs/monitoring';
import { Push } from './constructs/push';
import { Storage } from './constructs/storage';
import { SupportMail } from './constructs/support-mail';
import { Web } from './constructs/web';
import type { CustomDomain } from './deploy-settings';

export interface ShopScannerStackProps extends StackProps {
  /** The built SPA to deploy (web/dist); must exist with an index.html at synth time. */
  readonly webDistDir: string;
  /**
   * Stripe's publishable key (pk_live_… or pk_test_…), written into the SPA's config.json. With
   * the secret key and webhook secret in the Stripe secret, it is all the stack needs of Stripe.
   */
  readonly stripePublishableKey?: string;
  /**
   * The VAPID subject push services see: a mailto: address or an https URL. Default: the site's
   * own https URL.
   */
  readonly vapidSubject?: string;
  /**
   * The sender of support mail (`Name <address>` or an address), an identity verified in SES.
   * Default: support@ a placeholder domain, which SES refuses until it is set (the tickets work;
   * their mails are logged as failed).
   */
  readonly supportMailFrom?: string;
  /**
   * The site's own domain names on the distribution, with their ACM certificate in us-east-1.
   * Default: none; the site is at its *.cloudfront.net address.
   */
  readonly customDomain?: CustomDomain;
  /**
   * Who the alarms page: an e-mail address subscribed to the alarm topic (SNS asks it to confirm).
   * Without it the topic exists with no subscriber, and synth warns.
   */
  readonly alarmEmail?: string;
}

/** Until a deployment names its own SES identity. */
export const PLACEHOLDER_SUPPORT_MAIL_FROM = 'Shop Scanner Support <support@shop-scanner.example>';

/** Shop Scanner on AWS: storage, auth, events, the API, and the web front. */
export class ShopScannerStack extends Stack {
  readonly storage: Storage;
  readonly auth: Auth;
  readonly events: Events;
  readonly api: Api;
  readonly billing: Billing;
  readonly push: Push;
  readonly supportMail: SupportMail;
  readonly web: Web;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: ShopScannerStackProps) {
    super(scope, id, props);

    this.storage = new Storage(this, 'Storage');
    const { table } = this.storage;
    this.events = new Events(this, 'Events', { table });
    this.auth = new Auth(this, 'Auth', { table });
    this.api = new Api(this, 'Api', {
      table,
      eventBus: this.events.bus,
      userPool: this.auth.userPool,
      webClient: this.auth.webClient,
    });
    // Stripe's keys for the groups that call Stripe and for the billing consumer (it refetches
    // subscriptions); no other function can read them.
    this.billing = new Billing(this, 'Billing', {
      stripeCallers: [
        this.api.functions.billing.function,
        this.api.functions.subscription.function,
        this.events.billingEvents.function,
        // An account's export lists its invoices; its deletion cancels its subscriptions.
        this.api.functions.auth.function,
        this.events.accountDeletion.function,
      ],
    });
    // The account-deletion job finishes what a deletion left, the Cognito user included.
    this.auth.userPool.grant(this.events.accountDeletion.function, 'cognito-idp:AdminDeleteUser');
    this.events.accountDeletion.function.addEnvironment(
      'USER_POOL_ID',
      this.auth.userPool.userPoolId,
    );
    this.web = new Web(this, 'Web', {
      distDir: props.webDistDir,
      apiDomainName: `${this.api.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.webClient.userPoolClientId,
      originVerifySecret: this.api.originVerifySecret,
      ...(props.stripePublishableKey ? { stripePublishableKey: props.stripePublishableKey } : {}),
      ...(props.customDomain ? { customDomain: props.customDomain } : {}),
    });
    // The push group (test messages), the retry job, the weekly digest and the price-drop job
    // (the notices of the alerts it triggers, and those a writer left) send push messages;
    // nothing else reads the VAPID seed.
    this.push = new Push(this, 'Push', {
      senders: [
        this.api.functions.push.function,
        this.events.pushRetries.function,
        this.events.weeklyDigest.function,
        this.events.priceDropJob.function,
        // A fired watch's message goes out at once from the consumer that fired it.
        this.events.priceChanged.function,
      ],
      subject: props.vapidSubject ?? this.web.siteUrl,
    });
    // Acknowledgements and staff answers go out through SES as the configured identity.
    this.supportMail = new SupportMail(this, 'SupportMail', {
      senders: [this.api.functions.support.function],
      from: props.supportMailFrom ?? PLACEHOLDER_SUPPORT_MAIL_FROM,
      siteUrl: this.web.siteUrl,
    });
    new CfnOutput(this, 'StripeSecretArn', {
      value: this.billing.stripeSecret.secretArn,
      description: 'Put {"secretKey":"sk_…","webhookSecret":"whsec_…"} here (Secrets Manager)',
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The web app' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.stage.url,
      description:
        'The HTTP API: answers 403 to direct calls (no origin secret); reach it through the site under /api and /auth',
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    // What `npm run redrive -- billing|offer-feed` replays: each dead-letter queue and its consumer.
    const redrives = [
      ['billing', this.events.billingDeadLetters, this.events.billingEvents],
      ['offer-feed', this.events.offerFeedDeadLetters, this.events.offerFeedChunks],
      ['price-changed', this.events.priceChangedDeadLetters, this.events.priceChanged],
    ] as const;
    for (const [name, queue, consumer] of redrives) {
      const outputs = deadLetterRedrives[name];
      new CfnOutput(this, outputs.queueUrlOutput, {
        value: queue.queueUrl,
        description: `Events the ${name} consumer failed every retry of (npm run redrive -- ${name})`,
      });
      new CfnOutput(this, outputs.functionNameOutput, {
        value: consumer.function.functionName,
        description: `The ${name} consumer the redrive command replays its dead letters through`,
      });
    }
    if (props.customDomain)
      new CfnOutput(this, 'DistributionDomainName', {
        value: this.web.distribution.distributionDomainName,
        description: "The DNS target (CNAME or alias) of the custom domain's names",
      });

    // Last, so it watches everything above (and anything added later is found by its census).
    this.monitoring = new Monitoring(this, 'Monitoring', {
      ...(props.alarmEmail !== undefined ? { alarmEmail: props.alarmEmail } : {}),
      httpApi: this.api.httpApi,
      table,
      routeGroups: Object.fromEntries(
        Object.entries(this.api.functions).map(([group, fn]) => [group, fn.function]),
      ),
      deadLetterQueues: [
        {
          queue: this.events.billingDeadLetters,
          title: 'billing events',
          description: `URGENT: billing events (Stripe webhooks) failed every retry and wait in the billing dead-letter queue. A shopper may have paid and still be on Free, or have cancelled and still show as Premium. Read the billing-events function's logs, fix the cause, then replay them: npm run redrive -- billing --stack ${this.stackName} (the same idempotent consumer; replaying twice has one effect). Messages are kept 14 days.`,
        },
        {
          queue: this.events.offerFeedDeadLetters,
          title: 'offer feed chunks',
          description: `Chunks of a business's offer feed failed every retry: that business's uploaded prices are missing from the catalogue while its feed shows the upload unfinished. Read the offer-feed-chunks function's logs, fix the cause, then replay them: npm run redrive -- offer-feed --stack ${this.stackName}. Messages are kept 14 days.`,
        },
        {
          queue: this.events.priceChangedDeadLetters,
          title: 'price changes',
          description: `PriceChanged events failed every retry: the wishlists and price alerts watching those products were not checked, so a shopper may miss a drop until the hourly price-drop job catches it. Read the price-changed function's logs, fix the cause, then replay them: npm run redrive -- price-changed --stack ${this.stackName} (a replay only checks the product's watchers again). Messages are kept 14 days.`,
        },
      ],
      jobs: [
        {
          name: 'the demo market',
          function: this.events.demoMarket.function,
          cadence: 'daily',
          consequence:
            "the demo catalogue's prices stand still, and no price drop reaches a wishlist.",
        },
        {
          name: 'the price-drop job',
          function: this.events.priceDropJob.function,
          cadence: 'hourly',
          consequence: 'shoppers are not told of price drops on their wishlists.',
        },
      ],
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.monitoring.topic.topicArn,
      description: 'Every alarm notifies this SNS topic (subscribe with -c alarmEmail=…)',
    });
    new CfnOutput(this, 'DashboardUrl', {
      value: `https://${this.region}.console.aws.amazon.com/cloudwatch/home?region=${this.region}#dashboards:name=${this.monitoring.dashboard.dashboardName}`,
      description: 'The CloudWatch dashboard: alarms, business metrics, latency per route group',
    });
  }
}
