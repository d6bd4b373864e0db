import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Libraries that change far less often than our code get chunks of their own, so a release of
 * the app does not change their file names and browsers keep them cached.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  { name: 'three', test: /[\\/]node_modules[\\/]three[\\/]/, priority: 2 },
];

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
});
