import { describe, expect, it } from 'vitest';
import { attributesForChanges, checkProfileChanges, profileFromAttributes } from './profile-rules';

describe('profileFromAttributes', () => {
  it('builds a business profile on the free plan from Cognito attributes', () => {
    const profile = profileFromAttributes('u1', {
      email: 'shop@example.com',
      name: ' Grace ',
      'custom:accountType': 'business',
      'custom:businessName': ' Corner Shop ',
    });

    expect(profile).toEqual({
      id: 'u1',
      name: 'Grace',
      email: 'shop@example.com',
      type: 'business',
      plan: 'free',
      businessName: 'Corner Shop',
    });
  });

  it('treats an unknown account type as consumer and drops a consumer business name', () => {
    const profile = profileFromAttributes('u2', {
      email: 'x@example.com',
      name: 'Xena',
      'custom:accountType': 'admin',
      'custom:businessName': 'Sneaky',
    });

    expect(profile.type).toBe('consumer');
    expect(profile).not.toHaveProperty('businessName');
  });

  it('falls back to the email local part when the identity has no name', () => {
    expect(profileFromAttributes('u3', { email: 'lin@example.com' }).name).toBe('lin');
  });
});

describe('profile changes', () => {
  it('refuses a business name for a consumer and accepts it for a business', () => {
    expect(checkProfileChanges({ type: 'consumer' }, { businessName: 'Shop' })?.field).toBe(
      'businessName',
    );
    expect(checkProfileChanges({ type: 'business' }, { businessName: 'Shop' })).toBeUndefined();
    expect(checkProfileChanges({ type: 'consumer' }, { name: 'Ada' })).toBeUndefined();
  });

  it('mirrors exactly the changed fields into Cognito attributes', () => {
    expect(attributesForChanges({ name: 'Ada' })).toEqual([{ Name: 'name', Value: 'Ada' }]);
    expect(attributesForChanges({ businessName: 'Shop' })).toEqual([
      { Name: 'custom:businessName', Value: 'Shop' },
    ]);
  });
});
