// Talks to the service worker. Every reply is {ok, ...} or {ok: false, error}.
export async function send(type, fields = {}) {
  let reply;
  try {
    reply = await chrome.runtime.sendMessage({ type, ...fields });
  } catch (err) {
    throw new Error(`The extension's background worker did not answer (${err.message}).`);
  }
  if (!reply?.ok) throw new Error(reply?.error ?? "No answer from the extension.");
  return reply;
}
