import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authMessages } from '@shop-scanner/shared/messages';
import {
  ACCOUNT_CREATED_SIGN_IN_FAILED,
  AccountCreatedError,
} from '../../../lib/auth/account-created-error';
import type { Session } from '../../../lib/auth/session-context';
import { toast } from '../../../lib/toast-store';
import { aSession, WithSession } from '../../../test/session-fixtures';
import { LoginPage } from '../components/login-page';
import { useRegister } from './use-auth-actions';

// The login page preloads Amplify; these tests never need it.
vi.mock('../../../lib/auth/load-auth-backend', () => ({
  loadAuthBackend: () => new Promise(() => {}),
}));

const account = {
  name: 'Ada Shopper',
  email: 'ada@example.com',
  password: 'Passw0rd1',
  type: 'consumer' as const,
};

const RegisterButton = () => {
  const register = useRegister();
  return (
    <button type="button" onClick={() => register.mutate(account)}>
      Create account
    </button>
  );
};

const renderRegister = (register: Session['register']) => {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterButton /> },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WithSession session={aSession({ status: 'signed-out' }, { register })}>
        <RouterProvider router={router} />
      </WithSession>
    </QueryClientProvider>,
  );
  return { router };
};

const toastMessages = () => toast.getSnapshot().map((t) => t.message);

afterEach(() => {
  cleanup();
  toast.getSnapshot().forEach((t) => toast.dismiss(t.id));
});

describe('useRegister', () => {
  it('sends the user to sign in, email filled in, when the account exists but sign-in failed', async () => {
    // Prepare
    const { router } = renderRegister(() =>
      Promise.reject(new AccountCreatedError(account.email, new Error('Network error'))),
    );

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(account.email);
    expect(toastMessages()).toEqual([ACCOUNT_CREATED_SIGN_IN_FAILED]);
  });

  it('stays on the form and says "email taken" when the sign-up itself is refused', async () => {
    // Prepare
    const taken = Object.assign(new Error('User already exists'), {
      name: 'UsernameExistsException',
    });
    const { router } = renderRegister(() => Promise.reject(taken));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // Assess
    await vi.waitFor(() => expect(toastMessages()).toEqual([authMessages.emailTaken]));
    expect(router.state.location.pathname).toBe('/register');
  });
});
