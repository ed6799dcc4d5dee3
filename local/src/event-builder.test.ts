import { describe, expect, it } from 'vitest';
import { buildEventBridgeEvent, buildScheduledEvent, type EventContext } from './event-builder';

const ctx: EventContext = {
  account: '000000000000',
  region: 'local',
  newId: () => 'id-1',
  now: () => new Date('2026-01-02T03:04:05.678Z'),
};

describe('buildEventBridgeEvent', () => {
  it('builds the event a rule target receives', () => {
    // Act
    const built = buildEventBridgeEvent(
      {
        Source: 's',
        DetailType: 'd',
        Detail: '{"a":1}',
        EventBusName: 'arn:aws:events:local:0:event-bus/shop-scanner',
        Resources: ['r'],
      },
      ctx,
      'default',
    );
    // Assess
    expect(built).toEqual({
      ok: true,
      busName: 'shop-scanner',
      event: {
        version: '0',
        id: 'id-1',
        'detail-type': 'd',
        source: 's',
        account: '000000000000',
        time: '2026-01-02T03:04:05Z',
        region: 'local',
        resources: ['r'],
        detail: { a: 1 },
      },
    });
  });

  it('takes Time as epoch seconds (the JSON protocol) and defaults the bus', () => {
    const built = buildEventBridgeEvent(
      { Source: 's', DetailType: 'd', Detail: '{}', Time: 1_700_000_000 },
      ctx,
      'shop-scanner',
    );
    expect(built).toMatchObject({
      ok: true,
      busName: 'shop-scanner',
      event: { time: '2023-11-14T22:13:20Z' },
    });
  });

  it('fails entries without Detail or with malformed Detail', () => {
    expect(buildEventBridgeEvent({ Source: 's', DetailType: 'd' }, ctx, 'b')).toMatchObject({
      ok: false,
      errorCode: 'InvalidArgument',
    });
    expect(
      buildEventBridgeEvent({ Source: 's', DetailType: 'd', Detail: '[1]' }, ctx, 'b'),
    ).toMatchObject({ ok: false, errorCode: 'MalformedDetail' });
    expect(
      buildEventBridgeEvent({ Source: 's', DetailType: 'd', Detail: '{' }, ctx, 'b'),
    ).toMatchObject({ ok: false, errorCode: 'MalformedDetail' });
  });
});

describe('buildScheduledEvent', () => {
  it('looks like a scheduled rule event', () => {
    expect(buildScheduledEvent('price-drop-job', ctx)).toEqual({
      version: '0',
      id: 'id-1',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: '2026-01-02T03:04:05Z',
      region: 'local',
      resources: ['arn:aws:events:local:000000000000:rule/price-drop-job'],
      detail: {},
    });
  });
});
