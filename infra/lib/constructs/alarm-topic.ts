import { Annotations, ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { checkedAlarmEmail } from '../alarm-email';

export interface AlarmTopicProps {
  /** Who is paged; without it the topic exists and synth warns that nobody will hear it. */
  readonly alarmEmail?: string;
}

/**
 * The one SNS topic every alarm notifies, encrypted with a key of its own and reachable over TLS
 * only. A customer managed key, not SNS's AWS managed one: CloudWatch must be allowed to use the
 * key to publish, and an AWS managed key's policy cannot say so.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    // Only this account's alarms may publish, not any CloudWatch caller (a confused deputy).
    const fromOurAlarms = {
      StringEquals: { 'aws:SourceAccount': stack.account },
      ArnLike: {
        'aws:SourceArn': stack.formatArn({
          service: 'cloudwatch',
          resource: 'alarm',
          resourceName: '*',
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      },
    };

    const key = new Key(this, 'Key', {
      description: 'Shop Scanner alarm topic',
      enableKeyRotation: true,
      // It only encrypts notifications in flight; nothing stored outlives the stack under it.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [cloudWatch],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        // A key policy's `*` is this key. CloudWatch reaches the key only through the topic,
        // whose own policy admits this account's alarms alone.
        resources: ['*'],
      }),
    );

    this.topic = new Topic(this, 'Topic', {
      displayName: 'Shop Scanner alarms',
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromOurAlarms,
      }),
    );

    if (props.alarmEmail === undefined) {
      Annotations.of(this).addWarningV2(
        '@shop-scanner/monitoring:no-alarm-email',
        'No alarmEmail: the alarms notify a topic nobody subscribes to. Set -c alarmEmail=you@example.com (or "alarmEmail" in cdk.json\'s context).',
      );
    } else {
      this.topic.addSubscription(new EmailSubscription(checkedAlarmEmail(props.alarmEmail)));
    }
  }
}
