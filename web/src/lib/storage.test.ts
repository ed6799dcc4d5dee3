import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  hasStoredSession,
  lastAuthUserKey,
  readRememberMe,
  writeRememberMe,
} from './storage';

describe('stored session detection', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('finds no session in empty storage', () => {
    expect(hasStoredSession('client-1')).toBe(false);
  });

  it('finds a remembered session in localStorage and a session-only one in sessionStorage', () => {
    // Prepare
    localStorage.setItem(lastAuthUserKey('client-1'), 'user-a');
    sessionStorage.setItem(lastAuthUserKey('client-2'), 'user-b');

    // Act + Assess
    expect(hasStoredSession('client-1')).toBe(true);
    expect(hasStoredSession('client-2')).toBe(true);
    expect(hasStoredSession('client-3')).toBe(false);
  });

  it('clears only the entries of one client', () => {
    // Prepare
    localStorage.setItem(lastAuthUserKey('client-1'), 'user-a');
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.user-a.idToken', 'x');
    localStorage.setItem('CognitoIdentityServiceProvider.client-9.LastAuthUser', 'other');

    // Act
    clearStoredSession('client-1', localStorage);

    // Assess
    expect(hasStoredSession('client-1')).toBe(false);
    expect(localStorage.length).toBe(1);
  });

  it('remembers the remember-me choice, defaulting to on', () => {
    expect(readRememberMe()).toBe(true);
    writeRememberMe(false);
    expect(readRememberMe()).toBe(false);
    writeRememberMe(true);
    expect(readRememberMe()).toBe(true);
  });
});
