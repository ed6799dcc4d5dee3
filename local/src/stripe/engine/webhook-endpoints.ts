/**
 * Webhook endpoints made through the API: where the stand-in sends its events.
 */
import { invalidRequest, noSuchObject } from '../errors';
import { newId } from '../ids';
import type { Metadata, WebhookEndpoint, StripeState } from '../state';
import { API_VERSION, clone, mergeMetadata, type EngineCore } from './core';

export class WebhookEndpoints {
  private readonly state: StripeState;

  constructor(private readonly core: EngineCore) {
    this.state = core.state;
  }

  /**
   * A webhook endpoint, and its signing secret (answered only now, as Stripe does). The stand-in
   * writes events in its one version, so it refuses to promise another; without `api_version`
   * Stripe uses the account's default version, which the endpoint answers as null. Events go to
   * the newest endpoint's URL (the stand-in sends to one), those it enables only.
   */
  createWebhookEndpoint(params: {
    url: string;
    enabled_events: string[];
    api_version?: string;
    description?: string;
    metadata?: Metadata | '';
  }): WebhookEndpoint & { secret: string } {
    if (params.api_version !== undefined && params.api_version !== API_VERSION) {
      throw invalidRequest(
        `The local Stripe stand-in writes events only in API version ${API_VERSION}, not ${params.api_version}.`,
        'api_version',
      );
    }
    const endpoint: WebhookEndpoint = {
      id: newId('webhook_endpoint'),
      object: 'webhook_endpoint',
      api_version: params.api_version ?? null,
      application: null,
      created: this.core.now(),
      description: params.description ?? null,
      enabled_events: params.enabled_events,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      status: 'enabled',
      url: params.url,
    };
    this.state.webhookEndpoints[endpoint.id] = endpoint;
    this.core.options.sendWebhooksTo(endpoint.url);
    return { ...clone(endpoint), secret: this.state.webhookSecret };
  }

  webhookEndpoint(id: string): WebhookEndpoint {
    const endpoint = this.state.webhookEndpoints[id];
    if (!endpoint) throw noSuchObject('webhook_endpoint', id);
    return endpoint;
  }

  deleteWebhookEndpoint(id: string): { id: string; object: 'webhook_endpoint'; deleted: true } {
    this.webhookEndpoint(id);
    delete this.state.webhookEndpoints[id];
    return { id, object: 'webhook_endpoint', deleted: true };
  }
}
