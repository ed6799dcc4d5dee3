import { describe, expect, it, vi } from 'vitest';
import { lazyPage, type PageModule } from './page-module';

const aModule = (): PageModule => ({ Component: () => null });

describe('lazyPage', () => {
  it('downloads nothing until asked, then once however often it is asked', async () => {
    // Prepare
    const module = aModule();
    const download = vi.fn(() => Promise.resolve(module));
    const page = lazyPage(download);

    // Act + Assess
    expect(download).not.toHaveBeenCalled();
    expect(page.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([page.load(), page.load(), page.settled()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(page.loaded()).toBe(module);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('settles without rejecting when the download fails, and keeps the failure', async () => {
    // Prepare
    const failure = new Error('Failed to fetch dynamically imported module');
    const download = vi.fn(() => Promise.reject(failure));
    const page = lazyPage(download);

    // Act
    await page.settled();

    // Assess: the page itself still fails, without asking again.
    await expect(page.load()).rejects.toBe(failure);
    expect(page.loaded()).toBeUndefined();
    expect(download).toHaveBeenCalledTimes(1);
  });
});
