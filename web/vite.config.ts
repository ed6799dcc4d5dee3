import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    // Gzip sizes in the build log; the landing page's first load is measured by bench/landing-first-load.ts.
    reportCompressedSize: true,
    sourcemap: false,
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
