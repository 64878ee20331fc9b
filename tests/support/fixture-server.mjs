// Fixture server for the end-to-end tests.
//
// Serves three small sites from tests/fixtures/, picked by the Host header:
//   tracker.test → tests/fixtures/tracker   (issue tracker: login, list, new-issue form)
//   shop.test    → tests/fixtures/shop      (store: search, results, contact form)
//   widgets.test → tests/fixtures/widgets   (cross-origin widget embedded by the tracker)
//   suite.test   → tests/fixtures/suite     (replay suite: small web tasks, ?seed=N; they POST
//                                            /__suite/result, kept in server.suiteResults)
// Chromium is pointed at it with hostResolverArgs(), so the sites have distinct realistic
// hosts (and are cross-site to each other) while everything is served on 127.0.0.1.
//
// Node 20, ESM, node: built-ins only.
//
//   import { startFixtureServer, hostResolverArgs } from "../support/fixture-server.mjs";
//   const server = await startFixtureServer();
//   server.url("tracker.test", "/new.html")  // → "http://tracker.test:PORT/new.html"
//   server.submissions                        // [{ host, path, fields, time }, …]
//   server.suiteResults                       // [{ task, seed, answer, time }, …] (POST /__suite/result)
//   server.variant("tracker.test", "/new.html", "variants/new.html")  // serve a changed page there
//   server.variant("tracker.test", "/new.html", null)                 // and the original again
//   await server.close();
//
// Run directly: node tests/support/fixture-server.mjs [port]

import http from "node:http";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const HOSTS = ["tracker.test", "shop.test", "widgets.test", "suite.test"];

const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures");

const SITE_DIRS = {
  "tracker.test": "tracker",
  "shop.test": "shop",
  "widgets.test": "widgets",
  "suite.test": "suite",
};

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

const MAX_BODY = 1024 * 1024;

/** Chromium flags that send the fixture hosts to loopback. */
export function hostResolverArgs() {
  return [`--host-resolver-rules=${HOSTS.map((h) => `MAP ${h} 127.0.0.1`).join(", ")}`];
}

/**
 * Start the server.
 * @param {{port?: number}} [options] port 0 (default) picks a free port.
 * @returns {Promise<{port: number, url: (host: string, path?: string) => string,
 *   submissions: Array<{host: string, path: string, fields: Record<string, string|string[]>, time: number}>,
 *   issues: Array<object>, reset: () => void, close: () => Promise<void>}>}
 */
export async function startFixtureServer({ port = 0 } = {}) {
  /** Every POST to /api/*, in arrival order. The array object stays the same for the server's life. */
  const submissions = [];
  /** Issues created through POST /api/issues on tracker.test. */
  const issues = [];
  /** What the replay-suite pages posted to /__suite/result, in arrival order (same array for the server's life). */
  const suiteResults = [];
  /** "host/path" → the file (relative to the host's site folder) served there instead. */
  const variants = new Map();
  const roots = {};
  for (const [host, dir] of Object.entries(SITE_DIRS)) {
    roots[host] = await fs.realpath(path.join(FIXTURES_DIR, dir));
  }

  const server = http.createServer((req, res) => {
    handle(req, res, { roots, submissions, issues, variants, suiteResults }).catch((err) => {
      if (!res.headersSent) send(res, 500, "text/plain; charset=utf-8", `Internal error: ${err && err.message}\n`);
      else res.destroy();
    });
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actualPort = server.address().port;

  return {
    port: actualPort,
    url(host, p = "/") {
      if (!p.startsWith("/")) p = "/" + p;
      return `http://${host}:${actualPort}${p}`;
    },
    submissions,
    issues,
    suiteResults,
    /**
     * Serves `file` (a path relative to the host's site folder, e.g. "variants/new.html") at
     * `path` instead of the page there, until called again with `file` null. The address the
     * browser sees stays `path`, so the page's relative links and form actions are unchanged.
     */
    variant(host, p, file) {
      if (!roots[host]) throw new Error(`Unknown host: ${host}`);
      if (!p.startsWith("/")) p = "/" + p;
      if (file === null || file === undefined) variants.delete(`${host}${p}`);
      else variants.set(`${host}${p}`, "/" + String(file).replace(/^\/+/, ""));
    },
    /** Serves every original page again. */
    clearVariants() {
      variants.clear();
    },
    /** Empty submissions and issues in place (references held by tests stay valid). */
    reset() {
      submissions.length = 0;
      issues.length = 0;
      suiteResults.length = 0;
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
    },
  };
}

async function handle(req, res, state) {
  const hostHeader = String(req.headers.host || "");
  const host = hostHeader.replace(/:\d+$/, "").toLowerCase();
  let url;
  try {
    url = new URL(req.url, "http://placeholder");
  } catch {
    return send(res, 400, "text/plain; charset=utf-8", "Bad request\n");
  }
  const pathname = url.pathname;

  // Test inspection endpoints: answered on any host (so Node can fetch http://127.0.0.1:PORT/__submissions).
  if (pathname === "/__submissions") {
    if (req.method === "DELETE") {
      state.submissions.length = 0;
      state.issues.length = 0;
      return send(res, 204, null, "");
    }
    if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(res, "GET, HEAD, DELETE");
    return sendJson(res, 200, state.submissions, req.method === "HEAD");
  }

  // The replay suite's results: pages POST {task, seed, answer}; GET lists them, DELETE empties.
  if (pathname === "/__suite/result" || pathname === "/__suite/results") {
    if (req.method === "POST") {
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return send(res, 400, "text/plain; charset=utf-8", "Bad JSON\n");
      }
      if (!body || typeof body.task !== "string") return send(res, 400, "text/plain; charset=utf-8", "Need {task, seed, answer}\n");
      state.suiteResults.push({ task: body.task, seed: Number(body.seed) | 0, answer: body.answer ?? null, time: Date.now() });
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === "DELETE") {
      state.suiteResults.length = 0;
      return send(res, 204, null, "");
    }
    if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(res, "GET, HEAD, POST, DELETE");
    return sendJson(res, 200, state.suiteResults, req.method === "HEAD");
  }

  const root = state.roots[host];
  if (!root) return send(res, 404, "text/plain; charset=utf-8", `Unknown host: ${host || "(none)"}\n`);

  if (pathname.startsWith("/api/")) return handleApi(req, res, host, pathname, url, state);

  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(res, "GET, HEAD");
  return serveStatic(req, res, root, state.variants.get(`${host}${pathname}`) ?? pathname);
}

async function handleApi(req, res, host, pathname, url, state) {
  // Read-only JSON for the tracker pages (created.html, index.html).
  if (host === "tracker.test" && (req.method === "GET" || req.method === "HEAD")) {
    if (pathname === "/api/issues") return sendJson(res, 200, state.issues, req.method === "HEAD");
    const m = /^\/api\/issues\/(\d+)$/.exec(pathname);
    if (m) {
      const issue = state.issues.find((i) => i.id === Number(m[1]));
      return issue ? sendJson(res, 200, issue, req.method === "HEAD") : sendJson(res, 404, { error: "not found" });
    }
  }

  const routes = {
    "tracker.test": { "/api/login": true, "/api/issues": true, "/api/logout": true },
    "shop.test": { "/api/contact": true },
  };
  if (!routes[host] || !routes[host][pathname]) return send(res, 404, "text/plain; charset=utf-8", "Not found\n");
  if (req.method !== "POST") return methodNotAllowed(res, "POST");

  let body;
  try {
    body = await readBody(req);
  } catch (err) {
    return send(res, 413, "text/plain; charset=utf-8", `${err.message}\n`);
  }
  const fields = parseFields(body, String(req.headers["content-type"] || ""));
  state.submissions.push({ host, path: pathname, fields, time: Date.now() });

  const one = (v) => (Array.isArray(v) ? v[v.length - 1] : v) ?? "";

  switch (`${host}${pathname}`) {
    case "tracker.test/api/login": {
      const user = one(fields.username).trim() || "guest";
      return redirect(res, "/index.html", [
        `tracker_user=${encodeURIComponent(user)}; Path=/; SameSite=Lax`,
      ]);
    }
    case "tracker.test/api/logout":
      return redirect(res, "/login.html", ["tracker_user=; Path=/; Max-Age=0; SameSite=Lax"]);
    case "tracker.test/api/issues": {
      const id = 100 + state.issues.length + 1;
      const labels = fields.labels === undefined ? [] : [].concat(fields.labels);
      state.issues.push({
        id,
        title: one(fields.title),
        description: one(fields.description),
        assignee: one(fields.assignee),
        milestone: one(fields.milestone),
        labels,
        priority: one(fields.priority),
        due: one(fields.due),
        created: new Date().toISOString(),
      });
      return redirect(res, `/created.html?id=${id}`);
    }
    case "shop.test/api/contact":
      return redirect(res, "/contact.html?sent=1");
  }
  return send(res, 404, "text/plain; charset=utf-8", "Not found\n");
}

/** urlencoded (or JSON) body → { key: "value" | ["v1", "v2"] } (repeated keys become arrays). */
function parseFields(body, contentType) {
  const fields = {};
  if (/^application\/json\b/i.test(contentType)) {
    try {
      const obj = JSON.parse(body);
      if (obj && typeof obj === "object" && !Array.isArray(obj)) return obj;
    } catch {}
    return fields;
  }
  for (const [k, v] of new URLSearchParams(body)) {
    if (!Object.prototype.hasOwnProperty.call(fields, k)) fields[k] = v;
    else if (Array.isArray(fields[k])) fields[k].push(v);
    else fields[k] = [fields[k], v];
  }
  return fields;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error("Request body too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

async function serveStatic(req, res, root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return send(res, 400, "text/plain; charset=utf-8", "Bad request\n");
  }
  // Refuse anything that could step outside the site root: NUL, backslashes, ".." segments.
  const segments = decoded.split("/");
  if (decoded.includes("\0") || decoded.includes("\\") || segments.some((s) => s === "..")) {
    return send(res, 404, "text/plain; charset=utf-8", "Not found\n");
  }
  let file = path.resolve(root, "." + path.posix.normalize("/" + decoded));
  if (!isInside(root, file)) return send(res, 404, "text/plain; charset=utf-8", "Not found\n");

  let stat = await fs.stat(file).catch(() => null);
  if (stat && stat.isDirectory()) {
    if (!pathname.endsWith("/")) return redirect(res, pathname + "/", [], 301);
    file = path.join(file, "index.html");
    stat = await fs.stat(file).catch(() => null);
  }
  if (!stat || !stat.isFile()) {
    // Browsers ask for /favicon.ico on their own; answer quietly so consoles stay clean.
    if (pathname === "/favicon.ico") return send(res, 204, null, "");
    return sendNotFound(res, root);
  }
  // Symlinks must not lead out of the root either.
  const real = await fs.realpath(file).catch(() => null);
  if (!real || !isInside(root, real)) return send(res, 404, "text/plain; charset=utf-8", "Not found\n");

  const type = CONTENT_TYPES[path.extname(real).toLowerCase()] || "application/octet-stream";
  const data = await fs.readFile(real);
  res.writeHead(200, {
    "Content-Type": type,
    "Content-Length": data.length,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : data);
}

async function sendNotFound(res, root) {
  const page = await fs.readFile(path.join(root, "404.html")).catch(() => null);
  if (page) {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    return res.end(page);
  }
  return send(res, 404, "text/plain; charset=utf-8", "Not found\n");
}

function isInside(root, p) {
  const rel = path.relative(root, p);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

function send(res, status, type, body) {
  const headers = { "Cache-Control": "no-store" };
  if (type) headers["Content-Type"] = type;
  res.writeHead(status, headers);
  res.end(body);
}

function sendJson(res, status, value, headOnly = false) {
  const body = JSON.stringify(value, null, 2);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(headOnly ? undefined : body);
}

function redirect(res, location, cookies = [], status = 303) {
  const headers = { Location: location, "Cache-Control": "no-store" };
  if (cookies.length) headers["Set-Cookie"] = cookies;
  res.writeHead(status, headers);
  res.end();
}

function methodNotAllowed(res, allow) {
  res.writeHead(405, { Allow: allow, "Content-Type": "text/plain; charset=utf-8" });
  res.end("Method not allowed\n");
}

// Direct run: node tests/support/fixture-server.mjs [port]
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const port = process.argv[2] ? Number(process.argv[2]) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Bad port: ${process.argv[2]}`);
    process.exit(2);
  }
  const server = await startFixtureServer({ port });
  console.log(`Fixture server on 127.0.0.1:${server.port}`);
  for (const host of HOSTS) console.log(`  ${server.url(host, "/")}`);
  console.log(`  submissions: http://127.0.0.1:${server.port}/__submissions`);
  console.log(`Chromium flag: ${hostResolverArgs()[0]}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
