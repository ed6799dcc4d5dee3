/**
 * Puts events on the app's EventBridge bus (locally the in-process bus speaking PutEvents).
 * Producers only put; the rules' consumers decide what an event means (design.md, example 12).
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { countEventsPut } from './cost-metering';
import { env, requireEnv } from './env';

let client: EventBridgeClient | undefined;

const busClient = (): EventBridgeClient =>
  (client ??= new EventBridgeClient({
    region: env.AWS_REGION,
    ...(env.EVENT_BUS_ENDPOINT ? { endpoint: env.EVENT_BUS_ENDPOINT } : {}),
  }));

export interface BusEvent {
  readonly source: string;
  readonly detailType: string;
  readonly detail: unknown;
}

/** Puts one event; throws when the bus refused it, so the caller can answer with a failure. */
export const putEvent = async (event: BusEvent): Promise<void> => {
  const result = await busClient().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: requireEnv('EVENT_BUS_NAME'),
          Source: event.source,
          DetailType: event.detailType,
          Detail: JSON.stringify(event.detail),
        },
      ],
    }),
  );
  if (result.FailedEntryCount) {
    const entry = result.Entries?.[0];
    throw new Error(`The bus refused the event: ${entry?.ErrorCode} ${entry?.ErrorMessage}`);
  }
  countEventsPut(1);
};
