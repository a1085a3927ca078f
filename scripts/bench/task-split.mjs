// `npm run bench`'s split of a page's longest main-thread task: how much of it is the mocked API
// (msw, @mswjs/data and the handlers, all in the build's `browser-*.js` chunk), how much the
// charts (nivo, d3 and react-spring, in the `nivo-*.js` chunks), how much the rest of the app's
// JavaScript (React, the router, the screens) and how much the browser's own work (style, layout,
// paint, garbage collection). Read from a Chromium trace: its tasks and its CPU samples.

const CATEGORIES = [
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/** What a sample was doing, from its stack (innermost frame first): the first rule that matches. */
const BUCKETS = [
  [
    'mocked API (msw, @mswjs/data, handlers)',
    (urls) => urls.some((url) => /\/browser-[^/]*\.js$/.test(url)),
  ],
  ['charts (nivo, d3, react-spring)', (urls) => urls.some((url) => /\/nivo-[^/]*\.js$/.test(url))],
  ['React and the app', (urls) => urls.some((url) => url.startsWith('http'))],
];
const BROWSER_WORK = 'browser (style, layout, paint, GC, parsing)';

/**
 * Starts tracing the page; `stop()` ends it and returns its longest main-thread task in ms and
 * that task's time by bucket, from the CPU samples that fall inside it.
 */
export async function traceTasks(browser, page) {
  await browser.startTracing(page, { categories: CATEGORIES });
  return { stop: async () => longestTaskSplit(JSON.parse(await browser.stopTracing())) };
}

function longestTaskSplit({ traceEvents: events }) {
  const processes = pageProcesses(events);
  const threads = events
    .filter(
      (event) =>
        event.name === 'thread_name' &&
        event.args.name === 'CrRendererMain' &&
        processes.has(event.pid),
    )
    .map(({ pid, tid }) => ({ pid, tid, samples: [...samplesOf(events, pid, tid)] }))
    .filter(({ samples }) => samples.length > 0);
  let longest;
  for (const thread of threads) {
    const first = thread.samples[0].time;
    const last = thread.samples.at(-1).time;
    for (const event of events) {
      if (event.name !== 'RunTask' || event.ph !== 'X') continue;
      if (event.pid !== thread.pid || event.tid !== thread.tid) continue;
      // Tasks outside the sampled span are tracing's own (starting, flushing its buffers).
      if (event.ts < first || event.ts + event.dur > last) continue;
      if (event.dur > (longest?.task.dur ?? 0)) longest = { task: event, thread };
    }
  }
  if (!longest) return { longest: 0, split: {} };
  const { task, thread } = longest;
  const split = Object.fromEntries([...BUCKETS.map(([name]) => [name, 0]), [BROWSER_WORK, 0]]);
  for (const sample of thread.samples) {
    if (sample.time < task.ts || sample.time >= task.ts + task.dur) continue;
    const bucket = BUCKETS.find(([, matches]) => matches(sample.urls))?.[0] ?? BROWSER_WORK;
    split[bucket] += sample.weight / 1000;
  }
  return { longest: task.dur / 1000, split };
}

/** The renderer processes of the traced page's frames: other tabs' tasks are not counted. */
function pageProcesses(events) {
  const processes = new Set();
  for (const { name, args } of events) {
    if (name === 'TracingStartedInBrowser') {
      args.data.frames?.forEach((frame) => processes.add(frame.processId));
    }
    if (name === 'FrameCommittedInBrowser') processes.add(args.data.processId);
  }
  return processes;
}

/** A thread's CPU samples: their time (µs), their stack's script addresses and their weight. */
function* samplesOf(events, pid, tid) {
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  if (!profile) return;
  const nodes = new Map();
  let time = profile.args.data.startTime;
  let previous;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    for (const [index, nodeId] of (cpuProfile.samples ?? []).entries()) {
      time += timeDeltas[index];
      if (previous) yield { ...previous, weight: time - previous.time };
      previous = { time, urls: stackUrls(nodes, nodeId) };
    }
  }
}

function stackUrls(nodes, nodeId) {
  const urls = [];
  for (let node = nodes.get(nodeId); node; node = nodes.get(node.parent)) {
    urls.push(node.callFrame.url ?? '');
  }
  return urls;
}

/** Prints each traced screen's longest task and its split, in ms. */
export function printSplits(splits) {
  console.log('\nLongest main-thread task while traced, by what ran in it (CPU samples)\n');
  console.table(
    Object.fromEntries(
      Object.entries(splits).map(([screen, { longest, split }]) => [
        screen,
        Object.fromEntries(
          [['longest task', longest], ...Object.entries(split)].map(([name, ms]) => [
            name,
            `${ms.toFixed(1)} ms`,
          ]),
        ),
      ]),
    ),
  );
}
