import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SocialSignIn } from './social-sign-in';

describe('SocialSignIn', () => {
  it('shows Google and Apple as disabled buttons that say they are coming soon', () => {
    render(<SocialSignIn />);
    for (const name of ['Google', 'Apple']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toMatch(/coming soon/i);
    }
  });
});
