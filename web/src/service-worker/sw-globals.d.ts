/** What vite-plugin-pwa's injectManifest build replaces: the files to precache (none yet). */
interface ServiceWorkerGlobalScope {
  __WB_MANIFEST: readonly ({ url: string; revision: string | null } | string)[];
}
