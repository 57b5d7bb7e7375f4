/**
 * Runs one command and measures it: wall time, CPU time (user + sys of the whole process tree) and
 * peak memory (sum of the RSS of every process of its process group, sampled from /proc every
 * 20 ms). CPU time comes from GNU time (`/usr/bin/time`, which adds the rusage of every descendant
 * that was waited for) when it is installed, else from the /proc samples (a lower bound).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';

const GNU_TIME = '/usr/bin/time';
const hasGnuTime = fs.existsSync(GNU_TIME);
const PAGE = 4096;
const TICK_MS = 20;
/** Every FULL_SCAN ticks all of /proc is read; in between only pids >= the root's (new ones) and known members. */
const FULL_SCAN = 25;
const CLOCK_TICK_MS = 10; // USER_HZ = 100 on Linux

export const MEASURE_METHOD = hasGnuTime
  ? 'wall: monotonic clock around the process; CPU: user+sys from GNU time (/usr/bin/time -f "%U %S %M"), which includes every waited-for descendant; peak memory: sum of RSS over the process group, sampled from /proc every 20 ms (or GNU time\'s largest single process, if higher)'
  : 'wall: monotonic clock around the process; CPU: user+sys summed over the process group from /proc samples every 20 ms (a lower bound: the last 20 ms of each process are missed); peak memory: sum of RSS over the process group, sampled from /proc every 20 ms';

/** utime+stime (ticks) and rss (pages) of one process if it belongs to group `pgid`. */
function readStat(pid, pgid) {
  let text;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after "pid (comm)": state ppid pgrp ... utime(14) stime(15) ... rss(24).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  if (Number(fields[2]) !== pgid) return undefined;
  return { cpuTicks: Number(fields[11]) + Number(fields[12]), rssPages: Number(fields[21]) };
}

/** Samples the process group `pgid` until stopped: peak summed RSS and per-pid CPU ticks. */
function sampleGroup(pgid, excludePid) {
  const members = new Set();
  const cpu = new Map();
  let peak = 0;
  let tick = 0;
  const sample = () => {
    const full = tick++ % FULL_SCAN === 0;
    const pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
    let rss = 0;
    for (const pid of pids) {
      if (pid === excludePid || (!full && pid < pgid && !members.has(pid))) continue;
      const stat = readStat(pid, pgid);
      if (!stat) continue;
      members.add(pid);
      cpu.set(pid, stat.cpuTicks);
      rss += stat.rssPages * PAGE;
    }
    peak = Math.max(peak, rss);
  };
  sample();
  const timer = setInterval(sample, TICK_MS);
  return {
    stop() {
      clearInterval(timer);
      const ticks = [...cpu.values()].reduce((a, b) => a + b, 0);
      return { peakRss: peak, cpuMs: ticks * CLOCK_TICK_MS };
    },
  };
}

/**
 * Runs `cmd args` in `cwd` in its own process group; resolves when it exits (killed after
 * `timeoutMs`). Never rejects: a failure is in `code`, `timedOut` and the output's tail.
 */
export function measure({ cmd, args = [], cwd, env = process.env, timeoutMs = 30 * 60_000 }) {
  const timeFile = path.join(os.tmpdir(), `docgen-bench-time-${process.pid}-${Date.now()}`);
  const [file, argv] = hasGnuTime ? [GNU_TIME, ['-f', '%U %S %M', '-o', timeFile, cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(file, argv, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const sampler = sampleGroup(child.pid, hasGnuTime ? child.pid : -1);
    let output = '';
    const keep = (chunk) => { output = (output + chunk).slice(-4000); };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
    }, timeoutMs);
    const finish = (code, error) => {
      const wallMs = performance.now() - started;
      clearTimeout(timer);
      const sampled = sampler.stop();
      let cpuMs = sampled.cpuMs;
      let peakRss = sampled.peakRss;
      if (hasGnuTime && fs.existsSync(timeFile)) {
        // GNU time writes "Command exited with non-zero status N" first on failure: read the last line.
        const [user, sys, maxKb] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
        if (Number.isFinite(user) && Number.isFinite(sys)) cpuMs = (user + sys) * 1000;
        if (Number.isFinite(maxKb)) peakRss = Math.max(peakRss, maxKb * 1024);
        fs.rmSync(timeFile, { force: true });
      }
      resolve({ wallMs, cpuMs, peakRss, code, timedOut, output: error ? String(error) : output });
    };
    child.on('error', (error) => finish(-1, error));
    child.on('close', (code) => finish(code ?? -1));
  });
}

/** Why a run failed, in a few words: a timeout, V8's heap limit, or the exit code. */
export function failureReason(run) {
  if (run.skipped) return run.skipped;
  if (run.timedOut) return 'timed out';
  if (/heap out of memory/.test(run.output ?? '')) return `out of memory (exit ${run.code}: JavaScript heap limit reached)`;
  return `failed (exit ${run.code})`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Flushes the writes still pending (the previous run's output), so that a run does not pay for
 * writing out what ran before it; the inodes freed before it are another matter (see trash.js).
 */
function settleDisk() {
  try {
    execFileSync('sync', { stdio: 'ignore' });
  } catch {
    // No sync command: measured as is.
  }
}

/**
 * Runs `prepare()`, flushes the disk, then `measure(command())` `runs` times and returns the median of each figure.
 * Stops at the first failed run and returns it (`failed: true`), so a broken build is not averaged.
 */
export async function medianOf(runs, command, prepare = () => {}) {
  return (await mediansInTurn(runs, [{ command, prepare }]))[0];
}

/**
 * Like medianOf for several rows at once, taking turns: a run of each row, then the next round.
 * Rows measured one after the other are skewed by what changes meanwhile (the machine's speed
 * drifts, the disk fills): in turns, every row meets the same. A row whose run failed stops there
 * (and returns that run); the others go on.
 */
export async function mediansInTurn(runs, rows) {
  const results = rows.map(() => []);
  const failed = rows.map(() => undefined);
  for (let i = 0; i < runs; i++) {
    for (const [row, { command, prepare = () => {} }] of rows.entries()) {
      if (failed[row]) continue;
      await prepare(i);
      settleDisk();
      const result = await measure(command());
      if (result.code !== 0 || result.timedOut) failed[row] = { ...result, runs: i + 1, failed: true };
      else results[row].push(result);
    }
  }
  return results.map((done, row) => failed[row] ?? {
    wallMs: median(done.map((r) => r.wallMs)),
    cpuMs: median(done.map((r) => r.cpuMs)),
    peakRss: median(done.map((r) => r.peakRss)),
    runs,
    failed: false,
  });
}
