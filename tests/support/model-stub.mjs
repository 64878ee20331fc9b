// A local stand-in for an OpenAI-compatible model server (/v1/chat/completions, /v1/embeddings)
// on 127.0.0.1, for the opt-in model's tests. Each test says how it answers — well, badly,
// slowly or not at all — through `stub.chat` and `stub.embed`, and reads what was sent from
// `stub.requests`.
import http from "node:http";

/** A chat completion whose first choice holds `content` (an object is sent as JSON text). */
export function completion(content) {
  return { choices: [{ index: 0, message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) } }] };
}

/**
 * Starts the stub. `chat(request)` and `embed(request)` return `{status?, body?, delayMs?,
 * hang?}` for a request `{path, authorization, body, user}` (`user`: the parsed user message of a
 * chat request, when it is JSON). Defaults: a chat answers `{}`; embeddings answer 404.
 */
export async function startModelStub() {
  const hanging = new Set();
  const stub = {
    requests: [],
    chat: () => ({ body: completion({}) }),
    embed: () => ({ status: 404, body: { error: "no embeddings here" } }),
    url: "",
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => (raw += d));
    req.on("end", async () => {
      let body = null;
      try {
        body = JSON.parse(raw);
      } catch {}
      let user = null;
      try {
        user = JSON.parse(body?.messages?.find((m) => m.role === "user")?.content ?? "null");
      } catch {}
      const request = { path: req.url, method: req.method, authorization: req.headers.authorization ?? null, body, raw, user };
      stub.requests.push(request);
      const route = req.url.endsWith("/chat/completions") ? stub.chat : req.url.endsWith("/embeddings") ? stub.embed : () => ({ status: 404, body: { error: "not found" } });
      const answer = (await route(request)) ?? {};
      if (answer.hang) {
        hanging.add(res); // never answered; closed with the stub
        return;
      }
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      if (res.destroyed) return;
      const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body ?? {});
      res.writeHead(answer.status ?? 200, { "content-type": "application/json" });
      res.end(text);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${server.address().port}/v1`;
  return stub;
}
