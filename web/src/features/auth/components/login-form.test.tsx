import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { validationMessages as m } from '@shop-scanner/shared/messages';
import { LoginForm, type LoginValues } from './login-form';

const setup = () => {
  const onSubmit = vi.fn<(v: LoginValues) => void>();
  render(
    <MemoryRouter>
      <LoginForm onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return { onSubmit, email, password, submit };
};

describe('LoginForm', () => {
  it('requires email and password', () => {
    // Prepare
    const { onSubmit, submit } = setup();

    // Act
    submit();

    // Assess
    expect(screen.getByText(m.emailRequired)).toBeTruthy();
    expect(screen.getByText(m.passwordRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and a short password', () => {
    const { email, password, submit, onSubmit } = setup();
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.change(password, { target: { value: '12345' } });
    submit();
    expect(screen.getByText(m.emailInvalid)).toBeTruthy();
    expect(screen.getByText(m.loginPasswordMin)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's error when that field is edited, and only that one", () => {
    // Prepare
    const { email, submit } = setup();
    submit();

    // Act
    fireEvent.change(email, { target: { value: 'a' } });

    // Assess
    expect(screen.queryByText(m.emailRequired)).toBeNull();
    expect(screen.getByText(m.passwordRequired)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('submits the trimmed email, the password and remember-me', () => {
    // Prepare
    const { email, password, submit, onSubmit } = setup();
    fireEvent.change(email, { target: { value: '  ada@example.com ' } });
    fireEvent.change(password, { target: { value: 'secret1' } });
    fireEvent.click(screen.getByLabelText('Remember me'));

    // Act
    submit();

    // Assess
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret1',
      remember: false,
    });
  });

  it('shows and hides the password', () => {
    const { password } = setup();
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: /show/i }));
    expect(password.getAttribute('type')).toBe('text');
  });
});
