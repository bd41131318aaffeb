/// <reference types="vitest/config" />

import react from "@vitejs/plugin-react";
import { defineConfig, type Rolldown } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

const server = "http://localhost:3000";

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment is compiled whole while it
 * streams in, off the main thread, where V8 would otherwise compile each function on the main thread when it is first
 * called. Much of the first screens' long tasks at CPU x4 is that compiling (docs/benchmarks.md, "Compile hints").
 * Files of less than 10 kB of code gain little and each hint costs bytes of the budget; pdf.js and the holiday rules
 * run little of their code.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const COMPILE_HINT_MIN_LENGTH = 10_000;
/**
 * The hint atop a chunk, after minification (which drops comments) and before the file's name is made from its
 * content. `undefined` for the others: an empty string would still start them with a line break.
 */
const compileHint = (chunk: Rolldown.RenderedChunk) =>
  !["pdf-viewer", "holidays"].includes(chunk.name) &&
  Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0) >= COMPILE_HINT_MIN_LENGTH
    ? COMPILE_HINT
    : (undefined as unknown as string);

export default defineConfig({
  plugins: [
    react(),
    // A service worker that caches the app's own files only (spec section 4). It never answers for
    // the API, the docs, the health check or the socket: those always go to the server.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff,woff2}"],
        // pdf.js (its chunk, and its worker, a .mjs file) loads with the pages that show a PDF, not with
        // every installation of the app; so do the calendar's holiday rules (over a megabyte).
        globIgnores: ["**/pdf-viewer-*", "**/holidays-*"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [
          /^\/api(\/|$)/,
          /^\/docs(\/|$)/,
          /^\/openapi\.json$/,
          /^\/health(\/|$)/,
          /^\/webapp-updates(\/|$)/,
        ],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    // Each text file of the build also as .br and .gz beside it: the server sends the one the browser
    // accepts (plugins/web.ts, preCompressed) without compressing on every request.
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024 }),
  ],
  server: {
    proxy: {
      "/api": server,
      "/docs": server,
      "/openapi.json": server,
      "/health": server,
      "/webapp-updates": { target: server, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The entry's files are preloaded by links in index.html, which the browser reads as it parses the page. A lazy
    // chunk's files are not: Vite's helper would add a link for each of them in one task when the chunk is asked for,
    // and each link costs the main thread about 1.4 ms on this machine at full speed, up to a hundred for a screen
    // (one 600 ms task at CPU x4); the browser finds them through the chunk's own imports instead, fetching in the
    // tasks that parse them (docs/benchmarks.md, "Module preload links"). The helper still loads a chunk's CSS.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    rolldownOptions: {
      // The contract's schemas are built by calls on zod/mini's `z` (`z.string().check(...)`), which the bundler
      // cannot tell are pure: without this, every schema with a check stays in the build, used or not, and
      // loads with any constant of its module (4.4 kB of the signed-in start).
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        postBanner: compileHint,
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          // A group takes only its own packages: shared small ones (clsx, ...) stay with the code that uses them,
          // else the first screen would load a whole group for them.
          includeDependenciesRecursively: false,
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // What both first screens use: Mantine's core, basic components and the hooks they use, i18next,
            // TanStack Query. The hooks by name: the whole package brought those only later screens use (drag,
            // collapse, focus trap, local storage...: 6.4 kB of the sign-in page).
            // Left to the default splitting they came as some 30 files of 0.1-3 kB each, every one a request
            // waiting its turn for one of the browser's six connections (docs/benchmarks.md, "The web case");
            // as one chunk the first screens load fewer bytes too. A module here must not import a component
            // left out: the sign-in page would then load that component's chunk (its budget would tell).
            {
              name: "base",
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](ActionIcon|Alert|Box|Button|Center|CloseButton|Group|Input|InputBase|Loader|Notification|Paper|Skeleton|Stack|Text|TextInput|Title|Transition|UnstyledButton))|@mantine[\\/]hooks[\\/]esm[\\/](utils|use-(did-update|disclosure|id|isomorphic-effect|media-query|merged-ref|reduced-motion|timeout|uncontrolled|window-event))|i18next|react-i18next|@tanstack)[\\/]/,
            },
            // Only the calendar imports them, lazily: FullCalendar (with preact), and after it the holiday
            // rules (date-holidays with its calendars and time zones, the larger part).
            { name: "calendar", test: /node_modules[\\/](@fullcalendar|preact)[\\/]/ },
            {
              name: "holidays",
              test: /node_modules[\\/](date-holidays|date-holidays-parser|astronomia|caldate|date-bengali-revised|date-chinese|date-easter|deepmerge|jalaali-js|moment|moment-timezone)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    // Unit and component tests only: the browser tests in e2e/ run with Playwright.
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
    // nuqs imports react-router: run it through Vite so both use the same copy (ESM) as the app.
    server: { deps: { inline: ["nuqs"] } },
    // Each test file would otherwise load the app, Mantine and jsdom afresh (seconds of set-up per file);
    // src/test/setup.ts resets what a test leaves behind (DOM, storage, handlers) after every test.
    isolate: false,
  },
});
