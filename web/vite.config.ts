import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    // The landing page's first-load JS budget (150 KB gzip) is checked from this report.
    reportCompressedSize: true,
    sourcemap: false,
    // scripts/measure-first-load.ts reads it to sum the landing page's first-load JS.
    manifest: true,
    target: 'es2022',
  },
  server: {
    // `npm run dev -w web` against a running local stack (`npm start`, port 3000).
    proxy: {
      '/config.json': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/cognito': 'http://localhost:3000',
    },
  },
});
