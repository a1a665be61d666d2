// The functions with the most self time in a .cpuprofile (the bench's BENCH_CPU_PROF output), and the
// longest stretches of samples without an idle/program gap, with their heaviest frames.
import fs from 'node:fs';

const file = process.argv[2];
const top = Number(process.argv[3] ?? 25);
const p = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dt = p.timeDeltas;
const name = (n) => {
  const f = n.callFrame;
  return `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${f.lineNumber + 1}`;
};
let total = 0;
for (let i = 0; i < p.samples.length; i++) {
  const n = byId.get(p.samples[i]);
  const d = (dt[i + 1] ?? 0) / 1000;
  total += d;
  const k = name(n);
  self.set(k, (self.get(k) ?? 0) + d);
}
console.log(`${file}: ${total.toFixed(0)} ms sampled`);
for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);

// Busy stretches: consecutive samples whose frame is not (idle)/(program)/(garbage collector) included.
const idle = (n) => ['(idle)', '(program)'].includes(n.callFrame.functionName);
const stretches = [];
let cur = null;
for (let i = 0; i < p.samples.length; i++) {
  const n = byId.get(p.samples[i]);
  const d = (dt[i + 1] ?? 0) / 1000;
  if (idle(n)) {
    if (cur) stretches.push(cur);
    cur = null;
    continue;
  }
  cur ??= { ms: 0, frames: new Map() };
  cur.ms += d;
  // The whole stack, so that the stretch names its caller too.
  const seen = new Set();
  for (let id = n.id; id !== undefined; id = parent.get(id)) {
    const k = name(byId.get(id));
    if (seen.has(k)) continue;
    seen.add(k);
    cur.frames.set(k, (cur.frames.get(k) ?? 0) + d);
  }
}
if (cur) stretches.push(cur);
stretches.sort((a, b) => b.ms - a.ms);
for (const s of stretches.slice(0, 4)) {
  console.log(`\n-- busy stretch ${s.ms.toFixed(1)} ms; inclusive frames:`);
  for (const [k, ms] of [...s.frames].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
}
