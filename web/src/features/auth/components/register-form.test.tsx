import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { validationMessages as m } from '@shop-scanner/shared/messages';
import type { NewAccount } from '../../../lib/auth/session-context';
import { RegisterForm } from './register-form';

const setup = () => {
  const onSubmit = vi.fn<(v: NewAccount) => void>();
  render(
    <MemoryRouter>
      <RegisterForm onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const fillValid = () => {
    type('Full name', '  Ada Lovelace  ');
    type('Email', 'ada@example.com');
    type('Password', 'Secret123');
    type('Confirm password', 'Secret123');
    fireEvent.click(screen.getByRole('checkbox'));
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return { onSubmit, type, fillValid, submit };
};

describe('RegisterForm', () => {
  it('shows every required-field message on an empty submit', () => {
    // Prepare
    const { submit, onSubmit } = setup();

    // Act
    submit();

    // Assess
    for (const text of [
      m.nameRequired,
      m.emailRequired,
      m.passwordRequired,
      m.confirmRequired,
      m.termsRequired,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks name length, password rules and the confirmation', () => {
    const { type, submit } = setup();
    type('Full name', ' A ');
    type('Password', 'short');
    type('Confirm password', 'other');
    submit();
    expect(screen.getByText(m.nameMin)).toBeTruthy();
    expect(screen.getByText(m.registerPasswordMin)).toBeTruthy();
    expect(screen.getByText(m.passwordsMismatch)).toBeTruthy();

    type('Password', 'alllowercase1');
    submit();
    expect(screen.getByText(m.passwordComplexity)).toBeTruthy();
  });

  it('clears an error when its field is edited', () => {
    const { type, submit } = setup();
    submit();
    type('Full name', 'Ad');
    expect(screen.queryByText(m.nameRequired)).toBeNull();
    expect(screen.getByText(m.emailRequired)).toBeTruthy();
  });

  it('shows business name only for business accounts and requires it there', () => {
    // Prepare
    const { type, fillValid, submit, onSubmit } = setup();
    expect(screen.queryByLabelText('Business name')).toBeNull();
    fillValid();

    // Act
    type('Account type', 'business');
    type('Business name', '   ');
    submit();

    // Assess
    expect(screen.getByText(m.businessNameRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('trims the name and business name before sending', () => {
    const { type, fillValid, submit, onSubmit } = setup();
    fillValid();
    type('Account type', 'business');
    type('Business name', '  Ada Goods  ');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Secret123',
      type: 'business',
      businessName: 'Ada Goods',
    });
  });

  it('omits the business name for a consumer, even one typed before switching back', () => {
    // Prepare
    const { type, fillValid, submit, onSubmit } = setup();
    fillValid();
    type('Account type', 'business');
    type('Business name', 'Ada Goods');
    type('Account type', 'consumer');

    // Act
    submit();

    // Assess
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('businessName');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Ada Lovelace', type: 'consumer' });
  });
});
