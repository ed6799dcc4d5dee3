/**
 * The card form of the local Stripe stand-in, in a frame in the same place Stripe's Payment
 * Element takes: the card number never enters the page, as with Stripe. The frame confirms the
 * intent with the stand-in itself and posts the result back.
 */
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { CardFormProps, CardFormResult } from './card-form-types';
import { cardFormUrl, confirmMessage, parseFrameMessage } from './card-form-protocol';

const DEFAULT_HEIGHT = 220;

export const LocalCardForm = ({
  stripeLocalUrl,
  clientSecret,
  onStateChange,
  ref,
}: CardFormProps & { stripeLocalUrl: string }) => {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(DEFAULT_HEIGHT);
  const src = cardFormUrl(new URL(stripeLocalUrl, window.location.origin).href, clientSecret);
  // Only messages from the stand-in's origin count: any other frame or window could post one.
  const origin = useMemo(() => new URL(src).origin, [src]);
  const pendingResult = useRef<((result: CardFormResult) => void) | undefined>(undefined);
  const state = useRef({ ready: false, complete: false });
  const report = useRef(onStateChange);
  useEffect(() => {
    report.current = onStateChange;
  });

  useEffect(() => {
    state.current = { ready: false, complete: false };
    report.current(state.current);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        state.current = { ...state.current, ready: true };
        report.current(state.current);
      } else if (message.type === 'change') {
        state.current = { ...state.current, complete: message.complete };
        report.current(state.current);
      } else if (message.type === 'resize') {
        setHeight(Math.ceil(message.height));
      } else {
        pendingResult.current?.({ status: message.status, error: message.error });
        pendingResult.current = undefined;
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      pendingResult.current?.({ status: null, error: { type: 'api_error' } });
      pendingResult.current = undefined;
    };
  }, [origin]);

  useImperativeHandle(
    ref,
    () => ({
      confirm: ({ email, country }) =>
        new Promise<CardFormResult>((resolve) => {
          const target = frame.current?.contentWindow;
          if (!target) return resolve({ status: null, error: { type: 'api_error' } });
          pendingResult.current = resolve;
          target.postMessage(confirmMessage(email, country), origin);
        }),
    }),
    [origin],
  );

  return (
    <iframe
      ref={frame}
      className="card-frame"
      title="Secure card form"
      src={src}
      style={{ height }}
      data-testid="card-form-frame"
    />
  );
};
