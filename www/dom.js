// Small DOM and wording helpers shared by the demo's modules (app.js, more.js, encounter.js). Text is
// always set with textContent or as text nodes, never parsed as HTML.

export const $ = (id) => document.getElementById(id);

/** An element with props (class, text, dataset, on<event>, attributes) and children. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/** The characteristics' names in the books' words. */
export const CHAR_NAME = {
  ws: 'Weapon Skill', bs: 'Ballistic Skill', s: 'Strength', t: 'Toughness', ag: 'Agility',
  int: 'Intelligence', per: 'Perception', wp: 'Willpower', fel: 'Fellowship',
};

export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '±0');
export const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
/** An engine id in words: 'bloodLoss' -> 'blood loss', 'true_grit' -> 'true grit'. */
export const words = (id) => String(id ?? '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
/** A number input's value, or undefined when blank. */
export const num = (id) => {
  const v = $(id).value.trim();
  return v === '' ? undefined : Number(v);
};
export const narrow = () => window.matchMedia('(max-width: 900px)').matches;
