import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { productMessages } from '@shop-scanner/shared/messages';
import { aProduct, aSubscription, fakeApi, json, type Routes } from '../../../test/api-fixtures';
import {
  barcodeRoute,
  clearToasts,
  newQueryClient,
  SUBSCRIPTION_ROUTE,
  toastMessages,
} from '../test/scan-test-kit';
import { useBarcodeLookup } from './use-barcode-lookup';

const A = '4006381333931';
const B = withCheckDigit('400638133100');

afterEach(() => {
  clearToasts();
});

/** A premium user's API whose answer for A waits until the test gives it; `others` answer at once. */
const apiWithAHeld = (others: Routes = {}) => {
  let answerA: (response: Response) => void = () => {};
  const api = fakeApi({
    [SUBSCRIPTION_ROUTE]: () => json(aSubscription({ planId: 'premium' })),
    [barcodeRoute(A)]: () => new Promise<Response>((resolve) => (answerA = resolve)),
    ...others,
  });
  /** A's answer arrives, and has time to be handled. */
  const answerAWith = async (response: Response) => {
    await waitFor(() => expect(api.count(barcodeRoute(A))).toBe(1));
    await act(async () => {
      answerA(response);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };
  return { api, answerAWith };
};

const renderLookup = () => {
  const queryClient = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const onAnswered = vi.fn();
  const view = renderHook(() => useBarcodeLookup({ onAnswered }), { wrapper });
  return { ...view, onAnswered };
};

describe('useBarcodeLookup', () => {
  it('acts only on the latest lookup: a late answer for an older code records and says nothing', async () => {
    // Prepare: A's answer is slow, B's is quick.
    const { answerAWith } = apiWithAHeld({
      [barcodeRoute(B)]: () => json(aProduct({ barcode: B, name: 'B' })),
    });
    const { result, onAnswered } = renderLookup();

    // Act: A, then B straight after (a decoded image and a typed code, say); then A answers.
    act(() => {
      void result.current.lookUp(A);
      void result.current.lookUp(B);
    });
    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    await answerAWith(json(aProduct({ barcode: A, name: 'A' })));

    // Assess
    expect(onAnswered).toHaveBeenCalledTimes(1);
    expect(onAnswered).toHaveBeenCalledWith(B, expect.objectContaining({ kind: 'found' }));
    expect(toastMessages()).toEqual([productMessages.scanned(B)]);
    expect(result.current.barcode).toBe(B);
  });

  it('says nothing for an answer that arrives after the card was cleared', async () => {
    const { answerAWith } = apiWithAHeld();
    const { result, onAnswered } = renderLookup();

    act(() => {
      void result.current.lookUp(A);
      result.current.clear();
    });
    await answerAWith(json(aProduct({ barcode: A })));

    expect(onAnswered).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual([]);
  });
});
