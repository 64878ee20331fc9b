// Loads the Rust core (wasm) once per service-worker life. Handlers await `core()`; listeners
// are registered synchronously elsewhere because a module worker may not use top-level await.
import init, * as wasm from "../../pkg/procmem.js";

let loading = null;
let ready = null;

/** The core when it is loaded already, else null (for a listener that must not wait for it). */
export function loadedCore() {
  return ready;
}

export function core() {
  if (!loading) {
    // Timed for the cold-start benchmark (bench/coldstart-chromium.mjs reads the measures).
    performance.mark("procmem:core-load");
    loading = init({ module_or_path: chrome.runtime.getURL("pkg/procmem_bg.wasm") }).then(() => {
      performance.measure("procmem:core load", "procmem:core-load");
      ready = wasm;
      return wasm;
    });
  }
  return loading;
}
