/** Helpers of the panel's component tests; the API fakes are web/src/test/api-fixtures.ts. */
import { afterEach, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { toast } from '../../../lib/toast-store';

export const toastMessages = () => toast.getSnapshot().map((t) => t.message);
const clearToasts = () => toast.getSnapshot().forEach((t) => toast.dismiss(t.id));

/** Each test leaves no toasts and no mocks behind. */
export const isolateEachTest = () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearToasts();
  });
};

export const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const searchButton = () => screen.getByRole('button', { name: 'Search Platforms' });

/** Fills the two required fields and presses Search Platforms. */
export const searchFor = (originalUrl: string, productName: string) => {
  type(/Original Product URL/, originalUrl);
  type(/Product Name/, productName);
  fireEvent.click(searchButton());
};
