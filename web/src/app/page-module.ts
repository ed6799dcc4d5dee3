import type { ComponentType } from 'react';

/** A page's own module, as each file of `app/routes/` exports it. */
export interface PageModule {
  readonly Component: ComponentType;
}

/**
 * A page whose module is downloaded the first time it is asked for, and only then. A download
 * that failed stays failed (the page tells so, and its Reload fetches the current build): asked
 * again from the render that shows the failure, it would retry for ever.
 */
export interface LazyPage {
  /** Starts the download (once) and resolves with the module. */
  readonly load: () => Promise<PageModule>;
  /** The module once it is in, so a page already downloaded draws at once, without suspending. */
  readonly loaded: () => PageModule | undefined;
  /**
   * The download's end, arrived or failed (it never rejects): what the first screen waits for,
   * leaving a failure to be told in the page's own place, inside the layout.
   */
  readonly settled: () => Promise<void>;
}

export const lazyPage = (download: () => Promise<PageModule>): LazyPage => {
  let request: Promise<PageModule> | undefined;
  let end: Promise<void> | undefined;
  let module: PageModule | undefined;
  const load = () => {
    request ??= download().then((downloaded) => (module = downloaded));
    return request;
  };
  return {
    load,
    loaded: () => module,
    settled: () =>
      (end ??= load().then(
        () => undefined,
        () => undefined,
      )),
  };
};
