// Selector memory for relocation (docs/MEMORY.md, "Selector memory"): the css locators that
// found a step's element (its site, role and accessible name) in earlier replays and heals,
// best first with their rank. The core may use them to break a tie between look-alikes and for
// nothing else (src/replay/relocate/known.rs). With Memory off (Settings) a step gets none.
import { core } from "./core.js";
import { getSettings } from "./library.js";
import { storedText } from "./memory.js";

/**
 * The known locators for `step`'s target on the tab's site (`url`: the tab's address). A memory
 * that cannot be read gives none: the step is then found as it would be without memory.
 */
export async function knownLocators(url, step) {
  if (!step?.target) return [];
  try {
    if ((await getSettings()).memory_off) return [];
    const site = new URL(url).hostname;
    if (!site) return [];
    const c = await core();
    return c.knownLocators(await storedText(), site, step.target, step.expected_name ?? null, Date.now());
  } catch (err) {
    console.warn("procmem: selector memory could not be read for a step", err);
    return [];
  }
}
