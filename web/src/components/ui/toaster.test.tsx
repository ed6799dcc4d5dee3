import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createToastStore } from '../../lib/toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it("shows a toast's action, runs it and dismisses the toast", () => {
    // Prepare
    const store = createToastStore();
    const run = vi.fn();
    render(<Toaster store={store} />);

    // Act
    act(() => {
      store.show('Payment failed - please update your payment method', 'error', {
        action: { label: 'Update Payment', run },
        duration: null,
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Payment' }));

    // Assess
    expect(run).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('puts a warning in the polite region and an error in the assertive one', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.show('Your plan is canceled', 'warning');
      store.error('Failed');
    });
    expect(screen.getByRole('status').textContent).toContain('Your plan is canceled');
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });
});
