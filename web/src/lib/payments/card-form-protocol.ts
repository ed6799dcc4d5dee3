/**
 * The messages between the page and the local Stripe stand-in's card form in its frame. The
 * stand-in declares them in local/ (card-form-protocol.ts there); the SPA may not import local/,
 * so they are declared again here, and checked on arrival: a frame's message is input.
 */
import type { CardFormError } from './card-form-types';

export type FrameMessage =
  | { readonly source: 'stripe-local'; readonly type: 'ready' }
  | { readonly source: 'stripe-local'; readonly type: 'change'; readonly complete: boolean }
  | { readonly source: 'stripe-local'; readonly type: 'resize'; readonly height: number }
  | {
      readonly source: 'stripe-local';
      readonly type: 'result';
      readonly status: string | null;
      readonly error?: CardFormError;
    };

export interface ConfirmMessage {
  readonly source: 'shop-scanner';
  readonly type: 'confirm';
  readonly email: string;
  readonly country: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const readError = (value: unknown): CardFormError | undefined => {
  const e = record(value);
  if (!e) return undefined;
  return {
    type: typeof e.type === 'string' ? e.type : 'api_error',
    ...(typeof e.message === 'string' ? { message: e.message } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
  };
};

/** The frame's message, or undefined for anything else posted to the window. */
export const parseFrameMessage = (data: unknown): FrameMessage | undefined => {
  const m = record(data);
  if (!m || m.source !== 'stripe-local') return undefined;
  switch (m.type) {
    case 'ready':
      return { source: 'stripe-local', type: 'ready' };
    case 'change':
      return { source: 'stripe-local', type: 'change', complete: m.complete === true };
    case 'resize':
      return typeof m.height === 'number' && Number.isFinite(m.height) && m.height >= 0
        ? { source: 'stripe-local', type: 'resize', height: m.height }
        : undefined;
    case 'result': {
      const error = readError(m.error);
      return {
        source: 'stripe-local',
        type: 'result',
        status: typeof m.status === 'string' ? m.status : null,
        ...(error ? { error } : {}),
      };
    }
    default:
      return undefined;
  }
};

export const confirmMessage = (email: string, country: string): ConfirmMessage => ({
  source: 'shop-scanner',
  type: 'confirm',
  email,
  country,
});

/** The stand-in's card form for one intent. */
export const cardFormUrl = (stripeLocalUrl: string, clientSecret: string): string =>
  `${stripeLocalUrl.replace(/\/+$/, '')}/elements/card-form?client_secret=${encodeURIComponent(clientSecret)}`;
