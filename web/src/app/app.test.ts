import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from './app';

afterEach(() => onlineManager.setOnline(true));

describe('the query cache at the app start', () => {
  it('starts offline when the browser opens the app without a connection', () => {
    // Prepare
    onlineManager.setOnline(true);

    // Act
    const client = createQueryClient(() => false);

    // Assess: queries wait for the connection instead of failing
    expect(onlineManager.isOnline()).toBe(false);
    expect(client.getDefaultOptions().queries?.retry).toBe(1);
  });

  it('starts online when the browser has a connection', () => {
    // Prepare
    onlineManager.setOnline(false);

    // Act
    createQueryClient(() => true);

    // Assess
    expect(onlineManager.isOnline()).toBe(true);
  });
});
