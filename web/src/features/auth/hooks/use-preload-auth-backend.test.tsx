import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { usePreloadAuthBackend } from './use-preload-auth-backend';

const load = vi.fn(() => Promise.resolve());
const load2 = vi.fn(() => Promise.resolve());

const Form = ({ loader }: { loader: () => Promise<unknown> }) => {
  usePreloadAuthBackend(loader);
  return <input aria-label="Email" />;
};

describe('usePreloadAuthBackend', () => {
  it('loads the auth backend at the first move on the page, once, not on opening it', () => {
    // Prepare
    render(<Form loader={load} />);
    expect(load).not.toHaveBeenCalled();

    // Act
    fireEvent.focusIn(screen.getByLabelText('Email'));
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'a' });
    fireEvent.pointerDown(document.body);

    // Assess
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('listens no more once the page is left', () => {
    // Prepare
    const { unmount } = render(<Form loader={load2} />);

    // Act
    unmount();
    fireEvent.keyDown(document.body, { key: 'a' });

    // Assess
    expect(load2).not.toHaveBeenCalled();
  });
});
