import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server of `npm start` / `npx tsx apps/server/src/main.ts`.
const API = 'http://localhost:8080';

// Vendor code in stable, separately cached chunks; heavy libraries (charts, maps) get their own
// chunks so that no page which does not use them (the sign-in page above all) ever loads them.
const chunkGroups = [
  { name: 'charts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 30 },
  { name: 'maps', test: /node_modules[\\/](leaflet|supercluster)[\\/]/, priority: 30 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 20 },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API,
      '/timeseries': API,
      '/ws': { target: API, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
