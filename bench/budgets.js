/**
 * The speed budgets of issue 7, as issue 26 set them again for the unified pipeline (1,000 pages
 * >= 30x Docusaurus and within 2x of Hugo; 10,000 pages under 40 s), checked against one run's medians. Each budget passes, fails or
 * is skipped (not measured in this run, e.g. `--quick`); a failed or timed-out build fails every
 * budget that needs it.
 */
import { failureReason } from './measure.js';

const MB = 1024 * 1024;

/** Docusaurus 3.8.1 on the real EvalAP docs (issue 7), used when the bench cannot run Docusaurus. */
export const DOCUSAURUS_EVALAP_REFERENCE = { cold: { wallMs: 55_000, peakRss: 860 * MB }, warm: { wallMs: 5_700 } };

const ok = (run) => run && !run.failed;
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const why = (run) => (!run ? 'not measured' : failureReason(run));

function budget(name, docgenRun, check) {
  if (!ok(docgenRun)) return { name, pass: docgenRun ? false : null, detail: `docgen: ${why(docgenRun)}` };
  return { name, ...check(docgenRun) };
}

/** docgen at least `factor` times faster than a peer (measured, else a reference figure). */
function faster(name, docgenRun, peer, peerName, factor, reference) {
  return budget(name, docgenRun, (d) => {
    const peerMs = ok(peer) ? peer.wallMs : reference?.wallMs;
    if (peerMs === undefined) return { pass: null, detail: `${peerName}: ${why(peer)}` };
    const source = ok(peer) ? 'measured' : 'reference figure';
    const times = peerMs / d.wallMs;
    return { pass: times >= factor, detail: `docgen ${seconds(d.wallMs)} vs ${peerName} ${seconds(peerMs)} (${source}): ${times.toFixed(1)}x faster, needs ${factor}x` };
  });
}

function fractionOfCold(name, site, scenario, limit) {
  const tools = site?.tools.docgen;
  return budget(name, tools?.[scenario], (run) => {
    if (!ok(tools.cold)) return { pass: false, detail: `cold build: ${why(tools.cold)}` };
    const share = run.wallMs / tools.cold.wallMs;
    return { pass: share < limit, detail: `${seconds(run.wallMs)} = ${(share * 100).toFixed(0)} % of cold ${seconds(tools.cold.wallMs)}, needs < ${limit * 100} %` };
  });
}

/** Every budget, in the order: `{ name, pass: true | false | null, detail }`. */
export function checkBudgets(results) {
  const site = (id) => results.sites.find((s) => s.id === id);
  const evalap = site('evalap');
  const k1 = site('pages-1000');
  const k10 = site('pages-10000');
  const cold = (s, tool = 'docgen') => s?.tools[tool]?.cold;
  const list = [
    faster('EvalAP cold >= 50x faster than Docusaurus cold', cold(evalap), cold(evalap, 'docusaurus'), 'Docusaurus cold', 50, DOCUSAURUS_EVALAP_REFERENCE.cold),
    faster('EvalAP cold >= 10x faster than Docusaurus warm', cold(evalap), evalap?.tools.docusaurus?.warm, 'Docusaurus warm', 10, DOCUSAURUS_EVALAP_REFERENCE.warm),
    faster('1,000 pages cold >= 30x faster than Docusaurus cold', cold(k1), cold(k1, 'docusaurus'), 'Docusaurus cold', 30),
    budget('1,000 pages cold within 2x of Hugo cold', cold(k1), (d) => {
      const hugo = cold(k1, 'hugo');
      if (!ok(hugo)) return { pass: null, detail: `Hugo: ${why(hugo)}` };
      const times = d.wallMs / hugo.wallMs;
      return { pass: times <= 2, detail: `docgen ${seconds(d.wallMs)} vs Hugo ${seconds(hugo.wallMs)}: ${times.toFixed(1)}x Hugo's time, needs <= 2x` };
    }),
    budget('10,000 pages cold under 40 s wall', cold(k10), (d) => ({ pass: d.wallMs < 40_000, detail: `${seconds(d.wallMs)}, needs < 40 s` })),
    budget('10,000 pages cold under 1.5 GB peak memory', cold(k10), (d) => ({ pass: d.peakRss < 1.5 * 1024 * MB, detail: `${(d.peakRss / MB).toFixed(0)} MB, needs < 1536 MB` })),
    budget('10,000 pages: time per page within 1.3x of 1,000 pages', cold(k10), (d) => {
      if (!ok(cold(k1))) return { pass: false, detail: `1,000 pages: ${why(cold(k1))}` };
      const per10k = d.wallMs / 10_000;
      const per1k = cold(k1).wallMs / 1_000;
      return { pass: per10k <= 1.3 * per1k, detail: `${per10k.toFixed(1)} ms/page vs ${per1k.toFixed(1)} ms/page: ${(per10k / per1k).toFixed(2)}x, needs <= 1.3x` };
    }),
    budget('10,000 pages cold uses both cores (CPU / wall >= 1.6)', cold(k10), (d) => ({ pass: d.cpuMs / d.wallMs >= 1.6, detail: `CPU ${seconds(d.cpuMs)} / wall ${seconds(d.wallMs)} = ${(d.cpuMs / d.wallMs).toFixed(2)}, needs >= 1.6` })),
  ];
  for (const [s, label] of [[evalap, 'EvalAP'], [k1, '1,000 pages'], [k10, '10,000 pages']]) {
    list.push(fractionOfCold(`${label} warm build < 20 % of cold`, s, 'warm', 0.2));
    list.push(fractionOfCold(`${label} one doc changed < 25 % of cold`, s, 'changed', 0.25));
  }
  list.push(budget('`docgen --version` under 150 ms', results.startup, (d) => ({ pass: d.wallMs < 150, detail: `${d.wallMs.toFixed(0)} ms (median of ${d.runs}), needs < 150 ms` })));
  return list;
}
