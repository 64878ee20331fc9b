// Tiny DOM helpers: build elements with text (never innerHTML, so page-derived text stays text).
export const $ = (id) => document.getElementById(id);

export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

export function show(node, visible) {
  node.hidden = !visible;
}

/** Shows an error in an alert region (or hides it when `message` is empty). */
export function setError(node, message) {
  node.textContent = message ?? "";
  node.hidden = !message;
}

export function when(ms) {
  return ms ? new Date(ms).toLocaleString() : "";
}

/** Runs an async UI action with its button disabled and errors shown in `errorNode`. */
export async function act(button, errorNode, action) {
  if (button) button.disabled = true;
  if (errorNode) setError(errorNode, "");
  try {
    return await action();
  } catch (err) {
    if (errorNode) setError(errorNode, err.message);
    return undefined;
  } finally {
    if (button) button.disabled = false;
  }
}
