/** What vite-plugin-pwa's injectManifest build replaces: the files to precache. */
interface ServiceWorkerGlobalScope {
  __WB_MANIFEST: ({ url: string; revision: string | null } | string)[];
}
