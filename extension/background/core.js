// Loads the Rust core (wasm) once per service-worker life. Handlers await `core()`; listeners
// are registered synchronously elsewhere because a module worker may not use top-level await.
import init, * as wasm from "../../pkg/procmem.js";

let loading = null;

export function core() {
  loading ??= init({ module_or_path: chrome.runtime.getURL("pkg/procmem_bg.wasm") }).then(() => wasm);
  return loading;
}
