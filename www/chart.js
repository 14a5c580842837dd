// A bar chart of a distribution as plain SVG markup (no library, no DOM: it runs in Node
// too, which is how it is tested). `dist[i]` is the chance the total was exactly i.

const fmtPct = (p) => {
  const v = p * 100;
  if (v === 0) return '0%';
  if (v < 0.1) return '<0.1%';
  return `${v < 10 ? v.toFixed(1) : Math.round(v)}%`;
};

/**
 * Returns `{ svg, rows }`: the chart's markup and its bars as data ({ value, chance }), or
 * null when the distribution is missing or empty. Long tails under 0.1% are cut off (the
 * caption says where). `label` names the x axis.
 */
export function distributionChart(dist, { label = 'wounds', width = 560, height = 220 } = {}) {
  if (!Array.isArray(dist) || dist.length === 0) return null;
  const values = dist.map((p) => (typeof p === 'number' && Number.isFinite(p) && p > 0 ? p : 0));
  // Keep the bars up to the last one of at least 0.1%, and at least the first.
  let last = 0;
  values.forEach((p, i) => { if (p >= 0.001) last = i; });
  const shown = values.slice(0, last + 1);
  const cut = values.slice(last + 1).reduce((s, p) => s + p, 0);
  const max = Math.max(...shown, 0.0001);

  const pad = { left: 40, right: 8, top: 14, bottom: 34 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const step = plotW / shown.length;
  const barW = Math.max(1, step * 0.8);
  // Gridlines at round percentages.
  const top = niceTop(max);
  const ticks = [0, top / 2, top];
  const y = (p) => pad.top + plotH - (p / top) * plotH;
  const labelEvery = Math.ceil(shown.length / 16);

  const parts = [];
  parts.push(
    `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="Chance of each total of ${esc(label)}" xmlns="http://www.w3.org/2000/svg">`,
  );
  for (const t of ticks) {
    parts.push(
      `<line class="grid" x1="${pad.left}" x2="${width - pad.right}" y1="${r(y(t))}" y2="${r(y(t))}"/>`,
      `<text class="tick" x="${pad.left - 4}" y="${r(y(t) + 4)}" text-anchor="end">${esc(fmtPct(t))}</text>`,
    );
  }
  shown.forEach((p, i) => {
    const x = pad.left + i * step + (step - barW) / 2;
    const h = Math.max(0, (p / top) * plotH);
    parts.push(
      `<rect class="bar${i === 0 ? ' zero' : ''}" x="${r(x)}" y="${r(pad.top + plotH - h)}" width="${r(barW)}" height="${r(h)}"><title>${i} ${esc(label)}: ${esc(fmtPct(p))}</title></rect>`,
    );
    if (i % labelEvery === 0) {
      parts.push(`<text class="tick" x="${r(x + barW / 2)}" y="${height - pad.bottom + 14}" text-anchor="middle">${i}</text>`);
    }
  });
  parts.push(
    `<text class="axis" x="${pad.left + plotW / 2}" y="${height - 4}" text-anchor="middle">${esc(label)}${cut > 0 ? ` (higher totals: ${esc(fmtPct(cut))} in all)` : ''}</text>`,
    '</svg>',
  );
  return { svg: parts.join(''), rows: shown.map((chance, value) => ({ value, chance })) };
}

function niceTop(max) {
  for (const t of [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.4, 0.5, 0.6, 0.8, 1]) if (max <= t) return t;
  return 1;
}

const r = (n) => Math.round(n * 10) / 10;
// Text inside the SVG: the label is the caller's, and '<0.1%' has a '<'.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export { fmtPct };
