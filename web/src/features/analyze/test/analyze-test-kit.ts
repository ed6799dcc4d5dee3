/** Helpers of the analyzer's component tests; the API fakes are web/src/test/api-fixtures.ts. */
import { afterEach, beforeEach, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { toast } from '../../../lib/toast-store';

export const toastMessages = () => toast.getSnapshot().map((t) => t.message);
const clearToasts = () => toast.getSnapshot().forEach((t) => toast.dismiss(t.id));

/** Each test starts with nothing remembered (the explainer's dismissal) and leaves no toasts. */
export const isolateEachTest = () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearToasts();
  });
};

/** Types into a labelled field and submits its form with the given button. */
export const submitUrl = (fieldLabel: RegExp, value: string, button: string) => {
  fireEvent.change(screen.getByLabelText(fieldLabel), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: button }));
};
