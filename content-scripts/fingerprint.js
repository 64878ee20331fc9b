// procmem: describes a DOM element as a Fingerprint (docs/EVENTS.md) so a step
// can be found again on replay: ARIA role and name, labels, test ids, a short
// CSS selector and an XPath within the element's root, the shadow hosts and
// frames leading to it. Classic script (content script, all frames), loaded
// after lib/dom.js and secrets.js; defines globalThis.ProcmemFingerprint. Pages may
// be hostile or huge, so every public function catches its own errors and bounds its work.
(function () {
  "use strict";

  if (!globalThis.ProcmemDom) {
    console.warn("procmem: fingerprint module not started (lib/dom.js is missing)");
    return;
  }
  const { safe, isElement, isShadowRoot, attr, inputType, collapse, closestComposed } = globalThis.ProcmemDom;

  const MAX_TEXT = 200;
  const SHORT_CLICK_TEXT = 80;
  const TEST_ID_ATTRS = ["data-testid", "data-test", "data-qa", "data-cy"];
  const HTML_NS = "http://www.w3.org/1999/xhtml";

  const VALUELESS_INPUT_TYPES = new Set([
    "checkbox", "radio", "button", "submit", "reset", "image", "hidden", "file",
  ]);
  const BUTTON_INPUT_TYPES = new Set(["button", "submit", "reset", "image"]);
  const NATIVE_SELECT_TAGS = new Set(["select", "option", "optgroup", "datalist"]);
  // Explicit roles whose click is a step in itself.
  const CLICKABLE_ROLES = new Set([
    "button", "link", "option", "tab", "menuitem", "menuitemcheckbox", "menuitemradio",
    "switch", "treeitem", "gridcell", "combobox", "checkbox", "radio",
  ]);
  // Roles whose accessible name may come from their content (WAI-ARIA "name from content").
  const NAME_FROM_CONTENT_ROLES = new Set([
    "button", "link", "option", "tab", "menuitem", "menuitemcheckbox", "menuitemradio",
    "heading", "checkbox", "radio", "switch", "treeitem", "gridcell", "cell",
    "columnheader", "rowheader", "row", "tooltip",
  ]);
  const LABELABLE_TAGS = new Set(["button", "input", "meter", "output", "progress", "select", "textarea"]);
  const SKIPPED_TEXT_TAGS = new Set(["script", "style", "template", "noscript"]);
  const FORM_CONTROL_TAGS = new Set(["input", "select", "textarea"]);
  // Elements that start a new line; keeps "First<div>Name</div>" from reading "FirstName".
  const BLOCK_TAGS = new Set([
    "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
    "hr", "legend", "li", "main", "nav", "ol", "p", "pre", "section", "table", "td", "th",
    "tr", "ul",
  ]);

  // ---------------------------------------------------------------- helpers

  function clip(text, max) {
    const limit = max || MAX_TEXT;
    return text.length > limit ? text.slice(0, limit).trim() : text;
  }

  function cssEscape(value) {
    if (globalThis.CSS && typeof CSS.escape === "function") return CSS.escape(value);
    return String(value).replace(/[^\w-]/g, (ch) => "\\" + ch.codePointAt(0).toString(16) + " ");
  }

  /** A CSS string literal (attribute selector value). */
  function cssString(value) {
    return '"' + String(value).replace(/[\\"]/g, "\\$&").replace(/[\n\r\f\0]/g, (ch) =>
      "\\" + ch.charCodeAt(0).toString(16) + " ") + '"';
  }

  function xpathLiteral(value) {
    if (!value.includes('"')) return '"' + value + '"';
    if (!value.includes("'")) return "'" + value + "'";
    return "concat(" + value.split('"').map((part) => '"' + part + '"').join(", '\"', ") + ")";
  }

  /** Document, shadow root, or (for a detached element) the top of its subtree. */
  function rootOf(el) {
    return el.getRootNode();
  }

  function getById(root, id) {
    if (!id) return null;
    if (typeof root.getElementById === "function") return root.getElementById(id);
    return root.querySelector("#" + cssEscape(id));
  }

  /** Elements referenced by an IDREF list attribute (aria-labelledby, aria-controls, …). */
  function idRefs(el, name) {
    const root = rootOf(el);
    return attr(el, name).split(/\s+/).filter(Boolean).slice(0, 16)
      .map((id) => getById(root, id)).filter(Boolean);
  }

  /** True when `selector` matches exactly `el` within `root`. */
  function matchesOnly(root, selector, el) {
    try {
      const found = root.querySelectorAll(selector);
      return found.length === 1 && found[0] === el;
    } catch (_) {
      return false;
    }
  }

  // ------------------------------------------------------ element classes

  /** An <input> the user types or sets a value in (text, email, number, date, range, …). */
  function isValueInput(el) {
    return isElement(el) && el.localName === "input" && !VALUELESS_INPUT_TYPES.has(inputType(el));
  }

  /** Fields whose clicks only place the caret: their input/change events are the step. */
  function isTextEntry(el) {
    return isValueInput(el) || (isElement(el) && el.localName === "textarea") || isEditable(el);
  }

  function isEditable(el) {
    return isElement(el) && el.isContentEditable === true;
  }

  function isCheckable(el) {
    if (!isElement(el) || el.localName !== "input") return false;
    const type = inputType(el);
    return type === "checkbox" || type === "radio";
  }

  function isButtonInput(el) {
    return el.localName === "input" && BUTTON_INPUT_TYPES.has(inputType(el));
  }

  // ---------------------------------------------------------------- roles

  function explicitRole(el) {
    return attr(el, "role").trim().toLowerCase().split(/\s+/)[0] || "";
  }

  function inputRole(el) {
    const type = inputType(el);
    if (BUTTON_INPUT_TYPES.has(type)) return "button";
    if (type === "checkbox" || type === "radio") return type;
    if (type === "range") return "slider";
    if (type === "number") return "spinbutton";
    if (el.hasAttribute("list")) return "combobox";
    if (type === "search") return "searchbox";
    if (["text", "email", "tel", "url", "password"].includes(type)) return "textbox";
    return "";
  }

  const TAG_ROLES = {
    article: "article", aside: "complementary", button: "button", datalist: "listbox",
    dd: "definition", details: "group", dialog: "dialog", dt: "term", fieldset: "group",
    figure: "figure", footer: "contentinfo", form: "form", h1: "heading", h2: "heading",
    h3: "heading", h4: "heading", h5: "heading", h6: "heading", header: "banner",
    hr: "separator", li: "listitem", main: "main", menu: "list", meter: "meter",
    nav: "navigation", ol: "list", optgroup: "group", option: "option", output: "status",
    p: "paragraph", progress: "progressbar", summary: "button", table: "table",
    tbody: "rowgroup", td: "cell", textarea: "textbox", tfoot: "rowgroup", thead: "rowgroup",
    tr: "row", ul: "list",
  };

  function implicitRole(el) {
    const tag = el.localName;
    if (tag === "a" || tag === "area") return el.hasAttribute("href") ? "link" : "";
    if (tag === "input") return inputRole(el);
    if (tag === "select") return el.multiple || el.size > 1 ? "listbox" : "combobox";
    if (tag === "img") return el.getAttribute("alt") === "" ? "presentation" : "img";
    if (tag === "th") return attr(el, "scope").toLowerCase() === "row" ? "rowheader" : "columnheader";
    if (tag === "section") return hasAriaName(el) ? "region" : "";
    if (Object.prototype.hasOwnProperty.call(TAG_ROLES, tag)) return TAG_ROLES[tag];
    if (isEditable(el)) return "textbox";
    return "";
  }

  function roleOf(el) {
    return explicitRole(el) || implicitRole(el);
  }

  function hasAriaName(el) {
    return !!(attr(el, "aria-label").trim() || attr(el, "aria-labelledby").trim());
  }

  // ----------------------------------------------------------------- text

  function isDisplayNone(el) {
    const view = el.ownerDocument && el.ownerDocument.defaultView;
    return !!view && view.getComputedStyle(el).display === "none";
  }

  /**
   * Text of a subtree the way a name is read from content: the flat tree (open
   * shadow roots, slots), img alt, aria-label of descendants; skips scripts,
   * aria-hidden and hidden parts, and never reads a form control's value.
   * Bounded so a huge subtree costs little.
   */
  function subtreeText(root) {
    const parts = [];
    const budget = { chars: 1000, nodes: 2000 };
    // A hidden root (aria-labelledby may point at one) still gives its whole text.
    const skipHidden = !isDisplayNone(root);

    function push(text) {
      parts.push(text);
      budget.chars -= text.length;
    }

    function visitAll(nodes) {
      for (const node of nodes) {
        if (budget.chars <= 0 || budget.nodes <= 0) return;
        visit(node);
      }
    }

    /** Text an element stands for instead of its children (aria-label, alt), or null. */
    function replacementText(node) {
      const tag = node.localName;
      if (tag === "img" || tag === "area") return attr(node, "alt");
      return node === root ? null : collapse(attr(node, "aria-label")) || null;
    }

    function isSkipped(node) {
      if (SKIPPED_TEXT_TAGS.has(node.localName)) return true;
      if (node === root) return false;
      return node.hasAttribute("hidden") || attr(node, "aria-hidden") === "true" ||
        FORM_CONTROL_TAGS.has(node.localName) || (skipHidden && isDisplayNone(node));
    }

    function visit(node) {
      budget.nodes -= 1;
      if (node.nodeType === 3) {
        push(node.data);
        return;
      }
      if (node.nodeType !== 1 || isSkipped(node)) return;
      const replacement = replacementText(node);
      if (replacement !== null) {
        push(" " + replacement + " ");
        return;
      }
      const assigned = node.localName === "slot" ? node.assignedNodes({ flatten: true }) : [];
      if (assigned.length) {
        visitAll(assigned);
        return;
      }
      const block = BLOCK_TAGS.has(node.localName);
      if (block) push(" ");
      visitAll((node.shadowRoot || node).childNodes);
      if (block) push(" ");
    }

    visit(root);
    return collapse(parts.join(""));
  }

  /**
   * innerText, whitespace collapsed, ≤ 200 chars. A field's content is its value,
   * not text that identifies it (and it changes with every keystroke).
   */
  function visibleText(el) {
    if (isTextEntry(el) || el.localName === "select") return "";
    const text = typeof el.innerText === "string" ? el.innerText : el.textContent;
    return clip(collapse(text));
  }

  // ----------------------------------------------------- labels and names

  /** The <label> elements of `el`: label.for / wrapping label via el.labels. */
  function labelElements(el) {
    // Only labelable elements: on a <form>, `labels` can be a control named "labels".
    if (LABELABLE_TAGS.has(el.localName)) return Array.from(el.labels || []).slice(0, 8);
    // Not a labelable element (custom widget): pages still point labels at it.
    const found = [];
    const id = attr(el, "id");
    if (id) {
      const forLabels = rootOf(el).querySelectorAll("label[for=" + cssString(id) + "]");
      found.push(...Array.from(forLabels).slice(0, 8));
    }
    const wrapping = el.closest("label");
    if (wrapping && !found.includes(wrapping)) found.push(wrapping);
    return found;
  }

  function joinTexts(elements) {
    return collapse(elements.map((node) => subtreeText(node)).join(" "));
  }

  function labelledByText(el) {
    const refs = idRefs(el, "aria-labelledby");
    return collapse(refs.map((ref) => {
      const own = ref === el ? "" : collapse(attr(ref, "aria-label"));
      return own || subtreeText(ref);
    }).join(" "));
  }

  /** Text of the associated <label>(s), else the aria-labelledby text. */
  function labelText(el) {
    return clip(joinTexts(labelElements(el)) || labelledByText(el));
  }

  /** Native captions that label their container: fieldset legend, table caption, figcaption. */
  function captionText(el) {
    const captionTag = { fieldset: "legend", table: "caption", figure: "figcaption" }[el.localName];
    if (!captionTag) return "";
    const caption = Array.from(el.children).find((child) => child.localName === captionTag);
    return caption ? subtreeText(caption) : "";
  }

  function contentName(el) {
    if (isButtonInput(el)) {
      const value = attr(el, "value");
      if (value || el.hasAttribute("value")) return value;
      return { submit: "Submit", reset: "Reset" }[inputType(el)] || "";
    }
    return subtreeText(el);
  }

  function takesNameFromContent(el, role) {
    return NAME_FROM_CONTENT_ROLES.has(role) || isButtonInput(el);
  }

  /**
   * Accessible name in the order of docs/EVENTS.md: aria-labelledby, aria-label,
   * label(s), title, alt, placeholder, text content (only for roles named from
   * content, and never for a secret field).
   */
  function accessibleName(el, role, allowContent) {
    const candidates = [
      () => labelledByText(el),
      () => attr(el, "aria-label"),
      () => joinTexts(labelElements(el)) || captionText(el),
      () => attr(el, "title"),
      () => attr(el, "alt"),
      () => attr(el, "placeholder") || attr(el, "aria-placeholder"),
      () => (allowContent !== false && takesNameFromContent(el, role) ? contentName(el) : ""),
    ];
    for (const candidate of candidates) {
      const name = collapse(candidate());
      if (name) return clip(name);
    }
    return "";
  }

  function nameOf(el) {
    return el ? accessibleName(el, roleOf(el), true) : "";
  }

  // ------------------------------------------------------- context label

  /** Elements whose aria-controls / aria-owns list `target`'s id, in its root or the document. */
  function controllersOf(target) {
    const id = attr(target, "id");
    if (!id) return [];
    const selector = "[aria-controls~=" + cssString(id) + "], [aria-owns~=" + cssString(id) + "]";
    const roots = [rootOf(target)];
    if (target.ownerDocument && roots[0] !== target.ownerDocument) roots.push(target.ownerDocument);
    const found = [];
    for (const root of roots) {
      found.push(...Array.from(root.querySelectorAll(selector)).slice(0, 8));
    }
    return found;
  }

  /** The ARIA combobox that drives a listbox: wrapping it, pointing at it, or labelling it. */
  function comboboxFor(listbox) {
    const wrapping = closestComposed(listbox, '[role="combobox"]');
    if (wrapping) return wrapping;
    const controller = controllersOf(listbox).find((el) => roleOf(el) === "combobox");
    if (controller) return controller;
    return idRefs(listbox, "aria-labelledby").find((el) => roleOf(el) === "combobox") || null;
  }

  function optionContext(option) {
    const listbox = closestComposed(option, '[role="listbox"], select, datalist');
    if (!listbox) return "";
    if (listbox.localName === "datalist") {
      const id = attr(listbox, "id");
      const input = id && rootOf(listbox).querySelector("input[list=" + cssString(id) + "]");
      return input ? nameOf(input) : "";
    }
    if (listbox.localName === "select") return nameOf(listbox);
    const combobox = comboboxFor(listbox);
    return combobox ? nameOf(combobox) : nameOf(listbox);
  }

  function menuContext(item) {
    const menu = closestComposed(item, '[role="menu"], [role="menubar"]');
    if (!menu) return "";
    const own = nameOf(menu);
    if (own) return own;
    // An unnamed menu is usually named by the button that opens it.
    const opener = controllersOf(menu)[0] || openerBefore(menu);
    return opener ? nameOf(opener) : "";
  }

  function openerBefore(popup) {
    const previous = popup.previousElementSibling;
    if (previous && (previous.hasAttribute("aria-haspopup") || previous.hasAttribute("aria-expanded"))) {
      return previous;
    }
    return null;
  }

  function radioContext(radio) {
    const group = closestComposed(radio, '[role="radiogroup"]');
    if (group) return nameOf(group);
    const fieldset = closestComposed(radio, "fieldset");
    return fieldset ? nameOf(fieldset) : "";
  }

  /**
   * The choices beside a chosen one — the options of its listbox, the radios of its group,
   * the items of its menu, the tabs of its tablist — by what each says. A label or a button
   * that shows the current choice ("Colour: Sand", a time-zone button reading "Berlin") is
   * told apart from its fixed words by them.
   */
  function choicesAround(el, role) {
    let items = [];
    if (role === "option") {
      const listbox = closestComposed(el, '[role="listbox"]');
      items = listbox ? Array.from(listbox.querySelectorAll('[role="option"]')) : [];
    } else if (role === "menuitemradio") {
      const menu = closestComposed(el, '[role="menu"], [role="menubar"]');
      items = menu ? Array.from(menu.querySelectorAll('[role="menuitemradio"]')) : [];
    } else if (role === "menuitem" || role === "menuitemcheckbox") {
      // A command picked from a menu is one of its items ("Hide album" of an album's ⋯ menu).
      const menu = closestComposed(el, '[role="menu"], [role="menubar"]');
      items = menu ? Array.from(menu.querySelectorAll('[role="menuitem"], [role="menuitemcheckbox"]')) : [];
    } else if (role === "tab") {
      const list = closestComposed(el, '[role="tablist"]');
      items = list ? Array.from(list.querySelectorAll('[role="tab"]')) : [];
    } else if (role === "radio") {
      const group = closestComposed(el, '[role="radiogroup"]');
      if (group) {
        items = Array.from(group.querySelectorAll('[role="radio"], input[type="radio"]'));
      } else if (el.localName === "input" && attr(el, "name")) {
        const scope = el.form || rootOf(el);
        items = Array.from(scope.querySelectorAll('input[type="radio"]')).filter((r) => attr(r, "name") === attr(el, "name"));
      }
    } else if (role === "button") {
      items = buttonGroup(el)?.items ?? [];
    } else if (role === "checkbox") {
      const group = closestComposed(el, CHECKBOX_GROUPS);
      items = group ? Array.from(group.querySelectorAll('input[type="checkbox"], [role="checkbox"]')) : [];
    } else if (role === "link") {
      const group = closestComposed(el, LINK_GROUPS);
      items = group ? Array.from(group.querySelectorAll('a[href], [role="link"]')) : [];
    } else if (role === "switch") {
      // A settings page's switches stand together: the nearest ancestor holding others. A
      // switch alone on its form ("Keep me logged in") has none to be chosen among.
      for (let node = el.parentElement, depth = 0; node && depth < 6; node = node.parentElement, depth++) {
        if (node === node.ownerDocument.body) break;
        const found = Array.from(node.querySelectorAll('[role="switch"], input[type="checkbox"][switch]'));
        if (found.length >= 2) { items = found; break; }
      }
    }
    if (items.length < 2) return [];
    return items.slice(0, MAX_OPTIONS).map((item) => clip(nameOf(item), 80)).filter(Boolean);
  }

  /** What a ticked box is one of: its group ("Extras" of a coffee order). */
  const CHECKBOX_GROUPS = '[role="group"], fieldset';

  /** The other boxes of a checkbox's group, for a replay to read which of them are ticked. */
  function groupBoxes(el) {
    const group = closestComposed(el, CHECKBOX_GROUPS);
    if (!group) return [];
    return Array.from(group.querySelectorAll('input[type="checkbox"], [role="checkbox"]')).filter((box) => box !== el);
  }

  /**
   * What a link is chosen among: its navigation, menu or list (the drawer "Sections" of a
   * newspaper), or the article or section holding several (a post's links). Only a container
   * with a name of its own names the link's choice.
   */
  const LINK_GROUPS = 'nav, [role="navigation"], [role="menu"], [role="menubar"], [role="list"], ul, ol, article, section, main';
  const NAMED_LINK_GROUPS = 'nav, [role="navigation"], [role="menu"], [role="menubar"], [role="list"], ul, ol';

  /** The name of the nearest named list or navigation holding a link (a few levels up at most). */
  function linkGroupName(el) {
    let group = closestComposed(el, NAMED_LINK_GROUPS);
    for (let i = 0; group && i < 4; i++) {
      const name = nameOf(group);
      if (name) return clip(name, 80);
      group = group.parentElement ? closestComposed(group.parentElement, NAMED_LINK_GROUPS) : null;
    }
    return "";
  }

  /**
   * The buttons a button is chosen among — a colour palette, a toggle group ("Monthly" /
   * "Yearly"), a segmented control: siblings of the same tag, either all holding a pressed
   * state or sharing a class inside a labelled group (role=group/radiogroup/toolbar, a fieldset)
   * or, four or more, each named its own way (a soundboard's pads). Null for a button that stands alone or beside other kinds of buttons ("Save", "Cancel").
   */
  function buttonGroup(el) {
    const parent = el.parentElement;
    if (!parent) return null;
    const kin = Array.from(parent.children).filter((c) => c.localName === el.localName && attr(c, "role") === attr(el, "role"));
    // Toggles that all hold a pressed state are one group whatever their classes (a library
    // adds one to the pressed button, a page may give each its own); others must share a class.
    const pressed = kin.length >= 2 && kin.every((c) => c.hasAttribute("aria-pressed"));
    const classes = (c) => String(c.getAttribute("class") || "").split(/\s+/).filter(Boolean);
    const mine = classes(el);
    const same = pressed ? kin : kin.filter((c) => {
      const theirs = classes(c);
      return theirs.length === 0 && mine.length === 0 ? true : theirs.some((k) => mine.includes(k));
    });
    if (same.length < 2) return null;
    const group = closestComposed(el, '[role="group"], [role="radiogroup"], [role="toolbar"], fieldset');
    // (A grid of alike buttons — a soundboard's pads, a keypad's keys — is a group too: four
    // or more siblings of one kind and class, each saying something of its own.)
    const grid = same.length >= 4 && new Set(same.map((c) => nameOf(c))).size === same.length;
    return pressed || group || grid ? { items: same, group } : null;
  }

  /** Name of the owning listbox / menu / combobox / radiogroup / fieldset / tablist. */
  function contextLabel(el, role) {
    if (role === "option") return optionContext(el);
    if (role === "menuitem" || role === "menuitemcheckbox" || role === "menuitemradio") {
      return menuContext(el);
    }
    if (role === "radio") return radioContext(el);
    if (role === "checkbox") return nameOf(closestComposed(el, CHECKBOX_GROUPS));
    if (role === "link") return linkGroupName(el);
    if (role === "tab") return nameOf(closestComposed(el, '[role="tablist"]'));
    // A button chosen among its group's is named by the group ("Colour", "Billing cycle").
    if (role === "button") {
      const group = buttonGroup(el)?.group;
      return group ? clip(nameOf(group), 80) : "";
    }
    return "";
  }

  // --------------------------------------------------------- test ids

  function testIdOf(el) {
    for (const name of TEST_ID_ATTRS) {
      if (el.hasAttribute(name)) return { attr: name, value: attr(el, name) };
    }
    return { attr: "", value: "" };
  }

  // ------------------------------------------------------------ selectors

  /** False for ids that frameworks generate per render (React useId, Ember, MUI, UUIDs, counters). */
  function isStableId(id) {
    if (!id || id.length > 80 || /^\d/.test(id)) return false;
    if (/[:«»]/.test(id)) return false;
    // Counters and timestamps; a year ("q1-2025") is still a human-written id.
    if (/\d{5,}/.test(id) || (id.match(/\d/g) || []).length >= 7) return false;
    if (/[0-9a-f]{8,}/i.test(id) && /\d/.test(id) && /[a-f]/i.test(id)) return false;
    return !/^(?:ember\d|ext-(?:gen|comp)|gwt-|yui_|mui-|radix-|headlessui-|react-select-|downshift-|rc[-_]|cdk-|mat-|ui-id-|jsx-|__)/i
      .test(id);
  }

  function tagSelector(el) {
    return cssEscape(el.localName);
  }

  function elementSiblings(el) {
    const parent = el.parentElement || el.parentNode;
    return parent ? Array.from(parent.children) : [el];
  }

  function sameTypeSiblings(el) {
    return elementSiblings(el).filter((sibling) =>
      sibling.localName === el.localName && sibling.namespaceURI === el.namespaceURI);
  }

  /** `#id` or a test-id attribute selector when it alone picks `el` out of its root. */
  function anchorSelector(el, root) {
    const id = attr(el, "id");
    if (isStableId(id)) {
      const byId = "#" + cssEscape(id);
      if (matchesOnly(root, byId, el)) return byId;
    }
    const testId = testIdOf(el);
    if (testId.attr && testId.value) {
      const byTestId = "[" + testId.attr + "=" + cssString(testId.value) + "]";
      if (matchesOnly(root, byTestId, el)) return byTestId;
    }
    return "";
  }

  function positionalSegment(el) {
    const same = sameTypeSiblings(el);
    const tag = tagSelector(el);
    return same.length > 1 ? tag + ":nth-of-type(" + (same.indexOf(el) + 1) + ")" : tag;
  }

  /**
   * Short CSS selector unique within the element's root: #id, test id,
   * tag[name=…], else the shortest `>` chain of :nth-of-type steps up to
   * the nearest uniquely identified ancestor.
   */
  function cssSelector(el) {
    const root = rootOf(el);
    const anchor = anchorSelector(el, root);
    if (anchor) return anchor;
    const name = attr(el, "name");
    if (name) {
      const byName = tagSelector(el) + "[name=" + cssString(name) + "]";
      if (matchesOnly(root, byName, el)) return byName;
    }
    const segments = [];
    for (let node = el, depth = 0; node && depth < 64; node = node.parentElement, depth++) {
      const ancestorAnchor = node === el ? "" : anchorSelector(node, root);
      segments.unshift(ancestorAnchor || positionalSegment(node));
      const selector = segments.join(" > ");
      if (ancestorAnchor || matchesOnly(root, selector, el)) return selector;
    }
    return segments.join(" > ");
  }

  function xpathStep(el) {
    const same = sameTypeSiblings(el);
    const name = el.namespaceURI === HTML_NS
      ? el.localName
      : "*[local-name()=" + xpathLiteral(el.localName) + "]";
    return same.length > 1 ? name + "[" + (same.indexOf(el) + 1) + "]" : name;
  }

  /** XPath within the element's root, anchored at the nearest stable unique id. */
  function xpathOf(el) {
    const root = rootOf(el);
    const steps = [];
    for (let node = el, depth = 0; node && depth < 128; node = node.parentElement, depth++) {
      const id = attr(node, "id");
      if (isStableId(id) && matchesOnly(root, "#" + cssEscape(id), node)) {
        return ["//*[@id=" + xpathLiteral(id) + "]", ...steps].join("/");
      }
      steps.unshift(xpathStep(node));
    }
    return "/" + steps.join("/");
  }

  /** Selectors of the shadow hosts around `el`, outermost first, each unique in its own root. */
  function shadowHosts(el) {
    const hosts = [];
    let root = rootOf(el);
    for (let depth = 0; isShadowRoot(root) && depth < 32; depth++) {
      hosts.unshift(cssSelector(root.host));
      root = rootOf(root.host);
    }
    return hosts;
  }

  // --------------------------------------------------------------- frames

  /** Index of `child` in `parent.frames`; frames and indexing work cross-origin. */
  function frameIndex(parent, child) {
    const count = parent.frames.length;
    for (let i = 0; i < count; i++) {
      if (parent.frames[i] === child) return i;
    }
    return -1;
  }

  /** Indices into window.frames from the top document down to this frame; [] at top or when unknown. */
  function framePath() {
    try {
      const path = [];
      let win = window;
      for (let depth = 0; depth < 64; depth++) {
        const parent = win.parent;
        if (!parent || parent === win) return path;
        const index = frameIndex(parent, win);
        if (index < 0) return [];
        path.unshift(index);
        win = parent;
      }
    } catch (_) {
      // fall through: an unknown path is reported as []
    }
    return [];
  }

  // ---------------------------------------------------------- fingerprint

  /** Choices of a list kept in its fingerprint. */
  const MAX_OPTIONS = 200;

  function emptyFingerprint() {
    return {
      tag: "", role: "", name: "", label: "", text: "",
      id: "", name_attr: "", type: "", placeholder: "", autocomplete: "",
      test_id: "", test_id_attr: "", context_label: "", icon: "", row: "", row_names: [], row_cells: [], row_shared: [], row_data: false, column: "", rank: 0, rank_of: 0, submits: "", options: [],
      css: "", xpath: "", shadow_hosts: [], frame_path: [], url: "", title: "",
    };
  }

  function isSecret(el) {
    const secrets = globalThis.ProcmemSecrets;
    // Without the secrets module, assume the worst: read nothing from content.
    return !secrets || safe(() => secrets.isSecretField(el), true);
  }

  /**
   * Fingerprint of `el` (docs/EVENTS.md). Never throws; unknown fields stay empty. `recorded`:
   * for a recorded event, also the choices around a chosen element (a replay's candidates do
   * without: naming every option of every option would cost a long list's square).
   */
  function fingerprint(el, recorded = false) {
    const fp = emptyFingerprint();
    fp.frame_path = framePath();
    fp.url = safe(() => String(location.href), "");
    fp.title = safe(() => String(document.title), "");
    if (!isElement(el)) return fp;

    const secret = isSecret(el);
    fp.tag = safe(() => String(el.localName).toLowerCase(), "");
    fp.role = safe(() => roleOf(el), "");
    fp.name = safe(() => accessibleName(el, fp.role, !secret), "");
    fp.label = safe(() => labelText(el), "");
    fp.text = secret ? "" : safe(() => visibleText(el), "");
    fp.id = safe(() => attr(el, "id"), "");
    fp.name_attr = safe(() => attr(el, "name"), "");
    fp.type = safe(() => attr(el, "type"), "");
    fp.placeholder = safe(() => attr(el, "placeholder"), "");
    fp.autocomplete = safe(() => attr(el, "autocomplete"), "");
    const testId = safe(() => testIdOf(el), { attr: "", value: "" });
    fp.test_id = testId.value;
    fp.test_id_attr = testId.attr;
    fp.context_label = safe(() => clip(contextLabel(el, fp.role)), "");
    fp.css = safe(() => cssSelector(el), "");
    fp.xpath = safe(() => xpathOf(el), "");
    fp.shadow_hosts = safe(() => shadowHosts(el), []);
    fp.row = safe(() => clip(rowOf(el, fp.text), 120), "");
    // A row whose text only names the control (a form laid out as a table: "Postcode" | field)
    // labels it; it is no row of data to choose.
    const same = (a, b) => collapse(a).toLowerCase() === collapse(b).toLowerCase();
    if (fp.row && (same(fp.row, fp.name) || same(fp.row, fp.label))) fp.row = "";
    // (Only what is recorded: a candidate is matched by the recorded target's.)
    fp.row_data = recorded && !!fp.row && !secret && safe(() => isRowData(el), false);
    // (Only what is recorded: binding reads them as the values a task may name instead.)
    fp.row_names = recorded && fp.row ? safe(() => rowNames(el), []) : [];
    const cells = fp.row ? safe(() => rowCells(el), { unique: [], shared: [] }) : { unique: [], shared: [] };
    const other = (c) => !same(c, fp.name) && !same(c, fp.label) && !same(c, fp.row);
    fp.row_cells = cells.unique.filter(other);
    fp.row_shared = cells.shared.filter(other);
    fp.column = safe(() => clip(columnOf(el), 80), "");
    [fp.rank, fp.rank_of] = safe(() => rankOf(el), [0, 0]);
    fp.submits = safe(() => clip(submittedForm(el), 80), "");
    // A list is known by the choices it offers too (its label may change between visits).
    fp.options = secret ? [] : fp.tag === "select"
      ? safe(() => Array.from(el.options).slice(0, MAX_OPTIONS).map((o) => clip(collapse(o.text), 80)), [])
      : recorded ? safe(() => choicesAround(el, fp.role), []) : [];
    // A control that shows no text (an icon, named or not) is known by what it draws too.
    const field = FORM_CONTROL_TAGS.has(fp.tag) || safe(() => el.isContentEditable, false);
    fp.icon = fp.text || field ? "" : safe(() => iconOf(el), "");
    return fp;
  }

  // ----------------------------------------------------------------- rows

  const ROW_SELECTOR = "tr, [role='row'], li, [role='listitem'], article, [role='article']";
  const ROW_PARTS = "th, td, [role='cell'], [role='gridcell'], [role='rowheader'], h1, h2, h3, h4, h5, h6, strong, a, label, span, p";

  /**
   * What names the row, list item or card holding `el` when it is one of several alike (a
   * table's rows, a list's items): its first cell or heading that is not the element itself.
   * The same "Delete" or "⋯" button stands in every row; the row says which one was meant.
   */
  /** The row, list item or card holding `el` when it is one of several alike, with them all. */
  function rowsAround(el) {
    // The nearest row-like ancestor that has look-alikes beside it: an <article> alone in its
    // <li> is not the row, the <li> among its siblings is.
    let row = el.parentElement && el.parentElement.closest(ROW_SELECTOR);
    for (let tries = 0; row && row.parentElement && tries < 3; tries++) {
      const rows = Array.from(row.parentElement.children).filter((c) => c.localName === row.localName);
      if (rows.length > 1) return { row, rows };
      row = row.parentElement.closest(ROW_SELECTOR);
    }
    return cardsAround(el) || sectionsAround(el);
  }

  const ENTRY_ROLES = new Set(["textbox", "searchbox", "combobox", "spinbutton", "listbox"]);

  /**
   * The section holding a field that every section of its kind repeats (a "Company" box under
   * each supplier, "Street" under Shipping and under Billing, Day/Month/Year under each date):
   * the nearest ancestor whose siblings of the same tag hold a field of the same name. The
   * section says which "Company" was meant, as a row says which "Delete"; null for a field no
   * sibling section repeats, so a plain form is never read as rows.
   */
  function sectionsAround(el) {
    if (!ENTRY_ROLES.has(roleOf(el)) && !FORM_CONTROL_TAGS.has(el.localName)) return null;
    if (["checkbox", "radio", "button", "submit", "reset", "hidden", "image"].includes(inputType(el))) return null;
    const name = collapse(nameOf(el)).toLowerCase();
    if (!name) return null;
    const FIELDS = "input, select, textarea, [role='textbox'], [role='combobox'], [role='spinbutton'], [role='searchbox']";
    let node = el.parentElement;
    for (let depth = 0; node && node.parentElement && depth < 8; depth++, node = node.parentElement) {
      const parent = node.parentElement;
      if (parent === node.ownerDocument.body || parent === node.ownerDocument.documentElement) return null;
      const like = Array.from(parent.children).filter((c) => c.localName === node.localName);
      if (like.length < 2) continue;
      const repeats = like.filter((c) => c !== node).slice(0, 20).some((c) =>
        Array.from(c.querySelectorAll(FIELDS)).slice(0, 30).some((f) => collapse(nameOf(f)).toLowerCase() === name));
      if (repeats && like.length <= 200) return { row: node, rows: like, section: true };
    }
    return null;
  }

  /** What a section calls itself: its legend, its own label, or its first heading. */
  function sectionName(section) {
    const legend = Array.from(section.children).find((c) => c.localName === "legend");
    const heading = section.querySelector("legend, h1, h2, h3, h4, h5, h6, [role='heading']");
    return collapse(attr(section, "aria-label")) || labelledByText(section)
      || (legend ? visibleText(legend) : "") || (heading ? visibleText(heading) : "");
  }

  /**
   * The card holding a button or link that every card of its list repeats ("Place hold" under
   * each book, drawn with divs rather than list items or rows): the nearest ancestor whose
   * siblings of the same tag and class hold a control of the same name. Null for a control
   * that no sibling repeats (a form's own buttons), so page layout is never read as rows.
   */
  function cardsAround(el) {
    const role = roleOf(el);
    if (role !== "button" && role !== "link") return null;
    const name = nameOf(el);
    if (!name) return null;
    let node = el.parentElement;
    for (let depth = 0; node && node.parentElement && depth < 6; depth++, node = node.parentElement) {
      const parent = node.parentElement;
      if (parent === node.ownerDocument.body || parent === node.ownerDocument.documentElement) return null;
      const like = Array.from(parent.children).filter((c) => c.localName === node.localName && c.className === node.className);
      if (like.length < 2) continue;
      const repeats = like.filter((c) => c !== node).slice(0, 20).some((c) =>
        Array.from(c.querySelectorAll("button, a[href], [role='button'], [role='link']")).slice(0, 20).some((b) => nameOf(b) === name));
      return repeats && like.length <= 500 ? { row: node, rows: like } : null;
    }
    return null;
  }

  /** Where the row holding `el` stands among its look-alikes: [rank, of], or [0, 0]. */
  function rankOf(el) {
    const around = rowsAround(el);
    return around ? [around.rows.indexOf(around.row) + 1, around.rows.length] : [0, 0];
  }

  function rowOf(el, ownText) {
    const around = rowsAround(el);
    return around ? rowName(around, around.row, el, ownText) : "";
  }

  /**
   * What names one of the look-alike rows (or sections) of `around`: a section's own name, else
   * its first cell or heading that is not `skip` (the element itself) nor says only `ownText`.
   */
  function rowName(around, row, skip, ownText) {
    if (around.section) {
      const named = clip(sectionName(row));
      if (named) return named;
    }
    const own = String(ownText || "").trim();
    const parts = Array.from(row.querySelectorAll(ROW_PARTS)).slice(0, 40);
    for (const [i, part] of parts.entries()) {
      // (`skip` is the element, or in a look-alike row the place where the element stands.)
      if (typeof skip === "number" ? i === skip : skip && (part.contains(skip) || skip.contains(part))) continue;
      // (Read as a name is: an aria-hidden icon beside a file's name is no part of it.)
      const text = clip(subtreeText(part));
      // A list marker ("5.", "2)") says where the row stands now, not which row it is.
      if (text && text !== own && /[\p{L}\p{N}]/u.test(text) && !/^\d{1,3}[.)]$/.test(text)) return text;
    }
    return "";
  }

  /**
   * The names of the other look-alike rows or sections beside the one holding `el` ("Caterer",
   * "Videographer" beside the "Florist" section): the values a task may name instead.
   */
  function rowNames(el) {
    const around = rowsAround(el);
    if (!around) return [];
    const mine = rowName(around, around.row, el, "");
    const place = Array.from(around.row.querySelectorAll(ROW_PARTS)).slice(0, 40)
      .findIndex((part) => part.contains(el) || el.contains(part));
    const out = [];
    for (const row of around.rows.slice(0, 60)) {
      if (row === around.row) continue;
      const name = clip(rowName(around, row, place, ""), 80);
      if (name && name !== mine && !out.includes(name)) out.push(name);
      if (out.length >= 30) break;
    }
    return out;
  }

  /**
   * The texts of the other cells of the row holding `el` (a table's cells, or a card's
   * innermost parts): a task may name the row by any of them, an email or a ticket number.
   */
  /**
   * Whether what `el` says is its row's data: no other look-alike row says it (a ticket's
   * subject as the link to it), unlike a control every row repeats ("Edit", "⋯").
   */
  function isRowData(el) {
    const around = rowsAround(el);
    if (!around || around.rows.length < 2) return false;
    const mine = clip(subtreeText(el), 80).toLowerCase();
    if (!mine || !/[\p{L}\p{N}]/u.test(mine)) return false;
    return !around.rows.slice(0, 200).some((row) => row !== around.row && clip(subtreeText(row), 2000).toLowerCase().includes(mine));
  }

  function rowCells(el) {
    const around = rowsAround(el);
    if (!around) return [];
    const texts = (row, skip) => {
      let parts = Array.from(row.querySelectorAll("td, th, [role='cell'], [role='gridcell'], [role='rowheader']"));
      if (!parts.length) {
        parts = Array.from(row.querySelectorAll("h1, h2, h3, h4, h5, h6, strong, a, span, p, dd"))
          .filter((p) => !p.querySelector("h1, h2, h3, h4, h5, h6, strong, a, span, p, dd"));
      }
      const out = [];
      for (const part of parts.slice(0, 40)) {
        if (skip && (part.contains(skip) || skip.contains(part))) continue;
        const text = clip(subtreeText(part), 80);
        if (text && /[\p{L}\p{N}]/u.test(text) && !out.includes(text)) out.push(text);
      }
      return out;
    };
    // Cells that tell this row from the others (an email, a ticket number), and apart those
    // other rows share ("Spin", "09:15" of a timetable): these name the row only together —
    // "Spin on Monday at 09:15" — never alone (a category "Coffee" names no row).
    const others = new Set();
    for (const row of around.rows.slice(0, 200)) {
      if (row !== around.row) for (const text of texts(row, null)) others.add(text.toLowerCase());
    }
    const mine = texts(around.row, el);
    return {
      unique: mine.filter((t) => !others.has(t.toLowerCase())).slice(0, 12),
      shared: mine.filter((t) => others.has(t.toLowerCase())).slice(0, 12),
    };
  }

  const CELL_SELECTOR = "td, th, [role='cell'], [role='gridcell'], [role='rowheader'], [role='columnheader']";
  const TABLE_SELECTOR = "table, [role='table'], [role='grid'], [role='treegrid']";

  /**
   * The header of the table column holding `el` ("Email"): with the row, it says which cell a
   * click on a table's data meant, whatever that row's data reads.
   */
  function columnOf(el) {
    const cell = el.closest(CELL_SELECTOR);
    const row = cell && cell.parentElement && cell.parentElement.closest("tr, [role='row']");
    const table = row && row.closest(TABLE_SELECTOR);
    if (!table) return "";
    const headers = Array.from(table.querySelectorAll("th, [role='columnheader']"))
      .slice(0, 200)
      .filter((h) => h.closest(TABLE_SELECTOR) === table);
    const colindex = cell.getAttribute("aria-colindex");
    if (colindex) {
      const h = headers.find((x) => x.getAttribute("aria-colindex") === colindex);
      if (h) return visibleText(h);
    }
    const headerRow = headers.length ? headers[0].closest("tr, [role='row']") : null;
    if (!headerRow || headerRow === row) return "";
    const index = Array.from(row.children).filter((c) => c.matches(CELL_SELECTOR)).indexOf(cell);
    const header = Array.from(headerRow.children).filter((c) => c.matches(CELL_SELECTOR))[index];
    return header ? visibleText(header) : "";
  }

  // ---------------------------------------------------------------- forms

  /**
   * For a button that submits a form, that form's name ("Contact form": its aria-label or
   * aria-labelledby text, else its legend or first heading, else the dialog around it), or
   * "form" when nothing names it; "" for any other element. A form's own submit button is known
   * by that deed when its label changes between visits ("Save" / "Update profile").
   */
  function submittedForm(el) {
    const submits = (el.localName === "button" || (el.localName === "input" && ["submit", "image"].includes(inputType(el))))
      && String(el.type).toLowerCase() !== "button" && String(el.type).toLowerCase() !== "reset";
    const form = submits ? el.form : null;
    if (!form) return "";
    const heading = form.querySelector("legend, h1, h2, h3, h4, h5, h6, [role='heading']");
    const dialog = form.closest("dialog, [role='dialog'], [role='alertdialog']");
    return collapse(attr(form, "aria-label")) || labelledByText(form) || (heading ? visibleText(heading) : "")
      || (dialog ? collapse(attr(dialog, "aria-label")) || labelledByText(dialog) : "") || "form";
  }

  // ---------------------------------------------------------------- icons

  /** Class words that say something ("icon-more", "bars"), not generated ones ("css-1x9ab"). */
  function classWords(el) {
    return Array.from(el.classList || [])
      .filter((c) => c.length <= 30 && /^[a-z][a-z-_]*[a-z]$/i.test(c) && !/^(css|sc|jsx|emotion|svelte)-/i.test(c))
      .slice(0, 6);
  }

  function fileName(url) {
    const m = /([^/]+?)(\.[a-z0-9]+)?(?:[?#].*)?["')]*$/i.exec(String(url || ""));
    return m ? m[1].slice(0, 40) : "";
  }

  /**
   * What an icon-only control shows: its class words and its icon's — an SVG's symbol or title
   * or the shapes it draws, an image's file, a CSS background's file — so a replay tells the
   * three-dot menu from the share button when neither has a name.
   */
  function iconOf(el) {
    const drawn = [];
    const classes = [];
    const nodes = [el].concat(Array.from(el.querySelectorAll("*")).slice(0, 30));
    for (const node of nodes) {
      for (const w of classWords(node)) if (!classes.includes(w)) classes.push(w);
      const tag = node.localName;
      if (tag === "use") drawn.push("use:" + String(node.getAttribute("href") || node.getAttribute("xlink:href") || "").replace(/^.*#/, "").slice(0, 40));
      else if (tag === "title" && node.closest("svg")) drawn.push("title:" + (node.textContent || "").trim().slice(0, 40));
      else if (tag === "img") drawn.push("img:" + fileName(node.getAttribute("src")));
      else if (["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"].includes(tag)) {
        drawn.push(tag === "path" ? "path:" + String(node.getAttribute("d") || "").replace(/\s+/g, "").slice(0, 16) : tag);
      }
      const bg = safe(() => getComputedStyle(node).backgroundImage, "");
      if (bg && bg !== "none" && /url\(/.test(bg)) drawn.push("bg:" + fileName(bg));
      if (drawn.length >= 12) break;
    }
    // What is drawn says what the icon is; class words only when nothing is drawn (a font
    // icon: <i class="icon-more">), since pages also generate class names.
    return clip((drawn.length ? drawn : classes).join(" "), 200);
  }

  // ------------------------------------------------------- click targets

  const SKIP = "skip";
  const TARGET = "target";

  function isClickable(el) {
    const tag = el.localName;
    if (tag === "button" || tag === "summary") return true;
    if ((tag === "a" || tag === "area") && el.hasAttribute("href")) return true;
    if (isButtonInput(el)) return true;
    return CLICKABLE_ROLES.has(explicitRole(el));
  }

  /**
   * SKIP: the click is not a step (caret placement, or a change event records it).
   * TARGET: this element is what the user meant to click. undefined: look further up.
   */
  function clickVerdict(el) {
    // A field that opens a picker (a read-only date field, one with aria-haspopup) is clicked
    // to open it; other text fields are clicked to type, which their typing step records.
    if (isTextEntry(el)) return opensPicker(el) ? TARGET : SKIP;
    if (isCheckable(el) || NATIVE_SELECT_TAGS.has(el.localName)) return SKIP;
    if (el.localName === "label") {
      // A label with a control forwards the click to it: the control's own
      // click / change / focus is what gets recorded (or nothing, for a text field).
      return el.control ? SKIP : TARGET;
    }
    return isClickable(el) ? TARGET : undefined;
  }

  function opensPicker(el) {
    const popup = String(el.getAttribute("aria-haspopup") || "").toLowerCase();
    return el.readOnly === true || (popup !== "" && popup !== "false");
  }

  function hasShortText(el) {
    if ((el.textContent || "").length > 20 * SHORT_CLICK_TEXT) return false;
    const text = visibleText(el);
    return text.length > 0 && text.length <= SHORT_CLICK_TEXT;
  }

  /** The first of up to four elements a click passed through that shows a hand and an icon. */
  function pointerIcon(elements) {
    for (const el of elements.slice(0, 4)) {
      if (el.localName === "body" || el.localName === "html") return null;
      const style = getComputedStyle(el);
      if (style.cursor !== "pointer") continue;
      const rect = el.getBoundingClientRect();
      if (rect.width > 96 || rect.height > 96) return null; // a card or a row, not an icon
      if (iconOf(el)) return el;
    }
    return null;
  }

  /**
   * The combobox behind the face of a select that draws its value beside it (a component
   * library's select: the chosen value's text in one box, a read-only combobox input in
   * another, one clickable wrapper around both), when a click in `elements` landed on that
   * face. The face's text is the current value, which differs from visit to visit; the
   * combobox is named by its label. null when a wrapper holds anything else to click or type
   * in, or more than one combobox, or is larger than one control.
   */
  function comboboxBehindFace(elements) {
    for (const el of elements.slice(1, 6)) {
      if (["body", "html", "label", "form", "fieldset"].includes(el.localName)) return null;
      const boxes = el.querySelectorAll('[role="combobox"], select');
      if (boxes.length > 1) return null;
      if (boxes.length === 0) continue;
      const box = boxes[0];
      const rect = el.getBoundingClientRect();
      if (rect.height > 80 || rect.width > 800) return null;
      const others = Array.from(el.querySelectorAll("button, a[href], input, textarea, [role], [contenteditable]"))
        .filter((x) => x !== box && (isClickable(x) || isTextEntry(x)));
      return others.length ? null : box;
    }
    return null;
  }

  /**
   * The element a click in `path` (event.composedPath()) was meant for, or null
   * when the click should not be recorded.
   */
  function meaningfulClickTarget(path) {
    try {
      const elements = Array.from(path || []).filter(isElement);
      for (const el of elements) {
        const verdict = safe(() => clickVerdict(el), undefined);
        if (verdict === SKIP) return null;
        if (verdict === TARGET) return el;
      }
      const clicked = elements[0];
      const box = safe(() => comboboxBehindFace(elements), null);
      if (box) return box;
      if (clicked && safe(() => hasShortText(clicked), false)) return clicked;
      // An icon the page made clickable without a role (an <i class="icon-more">, a <div> with a
      // CSS background): the nearest element that shows a pointer and draws something.
      return safe(() => pointerIcon(elements), null);
    } catch (_) {
      return null;
    }
  }

  globalThis.ProcmemFingerprint = {
    fingerprint,
    meaningfulClickTarget,
    framePath,
    roleOf: (el) => safe(() => roleOf(el), ""),
    accessibleName: (el) => safe(() => nameOf(el), ""),
    labelText: (el) => safe(() => labelText(el), ""),
    cssSelector: (el) => safe(() => cssSelector(el), ""),
    xpath: (el) => safe(() => xpathOf(el), ""),
    isTextEntry: (el) => safe(() => isTextEntry(el), false),
    isValueInput: (el) => safe(() => isValueInput(el), false),
    isCheckable: (el) => safe(() => isCheckable(el), false),
    groupBoxes: (el) => safe(() => groupBoxes(el), []),
    isEditable: (el) => safe(() => isEditable(el), false),
  };
})();
