// Bundles the replay suite's component-library pages (tests/fixtures/apps-src: React + MUI pages
// named mui-*, Vue 3 + Element Plus pages named el-*) into tests/fixtures/suite/dist/, which the
// fixture server serves with the other suite pages. Built output is never committed (.gitignore).
//
// One ES-module entry per page, code-split per library so the library code is a shared chunk;
// minified; Element Plus's stylesheet as dist/element-plus.css (MUI styles itself at run time).
// tasks.mjs stays outside the bundles (imported as /tasks.mjs) so pages and checker share one copy.
// Offline after `npm ci`; a few seconds.
//
//   node scripts/build-apps.mjs
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const esbuild = await import("esbuild").catch(() => {
  console.error("[build:apps] esbuild is not installed: run `bash scripts/setup.sh` (npm ci) first");
  process.exit(1);
});
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SRC = path.join(ROOT, "tests/fixtures/apps-src");
const OUT = path.join(ROOT, "tests/fixtures/suite/dist");

/** Leaves the suite's generator out of the bundles: the pages load the served /tasks.mjs. */
const suiteTasks = {
  name: "suite-tasks",
  setup(build) {
    build.onResolve({ filter: /(^|\/)suite\/tasks\.mjs$/ }, () => ({ path: "/tasks.mjs", external: true }));
  },
};

const pagesIn = async (dir) => (await fs.readdir(path.join(SRC, dir, "pages"))).filter((f) => /\.(jsx?|mjs)$/.test(f)).map((f) => path.join(SRC, dir, "pages", f));

const common = {
  absWorkingDir: ROOT,
  bundle: true,
  minify: true,
  format: "esm",
  splitting: true,
  target: "chrome110",
  outdir: OUT,
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  legalComments: "none",
  logLevel: "warning",
  plugins: [suiteTasks],
  define: { "process.env.NODE_ENV": '"production"' },
  metafile: true,
};

const started = performance.now();
await fs.rm(OUT, { recursive: true, force: true });

const builds = await Promise.all([
  esbuild.build({
    ...common,
    entryPoints: await pagesIn("react"),
    jsx: "automatic",
  }),
  esbuild.build({
    ...common,
    entryPoints: await pagesIn("vue"),
    // Components are written with template strings, so the build of Vue with its compiler; Element
    // Plus must import the same copy.
    alias: { vue: "vue/dist/vue.esm-bundler.js" },
    define: {
      ...common.define,
      __VUE_OPTIONS_API__: "true",
      __VUE_PROD_DEVTOOLS__: "false",
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false",
    },
  }),
  esbuild.build({
    entryPoints: { "element-plus": path.join(ROOT, "node_modules/element-plus/dist/index.css") },
    absWorkingDir: ROOT,
    bundle: true,
    minify: true,
    outdir: OUT,
    logLevel: "warning",
    metafile: true,
  }),
]);

const bytes = {};
for (const b of builds) for (const [file, { bytes: n }] of Object.entries(b.metafile.outputs)) bytes[path.relative(OUT, path.resolve(ROOT, file))] = n;
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
const total = Object.values(bytes).reduce((a, b) => a + b, 0);
const largest = Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([f, n]) => `${f} ${kib(n)}`).join(", ");
console.log(`[build:apps] ${Object.keys(bytes).length} files, ${kib(total)} in ${path.relative(ROOT, OUT)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s (largest: ${largest})`);
