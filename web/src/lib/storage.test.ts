import { beforeEach, describe, expect, it } from 'vitest';
import { aUser } from '../test/session-fixtures';
import {
  clearStoredSession,
  forgetSessionUser,
  hasStoredSession,
  lastAuthUserKey,
  readRememberMe,
  readSessionUser,
  rememberSessionUser,
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

describe('the profile kept with a stored session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is kept in the storage that holds the session, and read back from it', () => {
    // Prepare: "Remember me" was off, so the session is in sessionStorage.
    sessionStorage.setItem(lastAuthUserKey('client-1'), 'ada');

    // Act
    rememberSessionUser('client-1', aUser({ name: 'Ada' }));

    // Assess
    expect(readSessionUser('client-1')).toMatchObject({ id: 'user-1', name: 'Ada' });
    expect(localStorage.length).toBe(0);
  });

  it('is not kept, nor read, without a stored session', () => {
    // Act
    rememberSessionUser('client-1', aUser());

    // Assess
    expect(readSessionUser('client-1')).toBeUndefined();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('reads nothing from an unreadable or foreign entry', () => {
    // Prepare
    localStorage.setItem(lastAuthUserKey('client-1'), 'ada');
    localStorage.setItem('shop-scanner.session-user.client-1', '{"id":1}');
    localStorage.setItem(lastAuthUserKey('client-2'), 'bob');
    localStorage.setItem('shop-scanner.session-user.client-2', 'not json');

    // Act + Assess
    expect(readSessionUser('client-1')).toBeUndefined();
    expect(readSessionUser('client-2')).toBeUndefined();
  });

  it('is forgotten from both storages', () => {
    // Prepare
    localStorage.setItem(lastAuthUserKey('client-1'), 'ada');
    rememberSessionUser('client-1', aUser());

    // Act
    forgetSessionUser('client-1');

    // Assess
    expect(readSessionUser('client-1')).toBeUndefined();
  });
});
