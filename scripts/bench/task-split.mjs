// `npm run bench`'s split of a page's longest main-thread task, and of its longest with the mocked
// API's work in it: how much is the mocked API (msw, @mswjs/data, the handlers and what they call:
// any stack through the build's `browser-*.js` chunk), how much the charts (nivo, d3 and
// react-spring, in the `nivo-*.js` chunks), how much the rest of the app's JavaScript (React, the
// router, the screens, and shared chunks evaluated on their own, as the lodash one the API imports)
// and how much the browser's own work (style, layout, paint, garbage collection, parsing). Read
// from a Chromium trace: its tasks and its CPU samples.

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
 * Starts tracing the page; `stop()` ends it and returns its longest main-thread task, its longest
 * task with the mocked API's work in it (if any) and its task of most CPU time (the longest on a
 * machine where nothing else runs), each with its length and its time by
 * bucket, in ms, from the CPU samples that fall inside it.
 */
export async function traceTasks(browser, page) {
  await browser.startTracing(page, { categories: CATEGORIES });
  return { stop: async () => longestTaskSplit(JSON.parse(await browser.stopTracing())) };
}

function longestTaskSplit({ traceEvents: events }) {
  const tasks = mainThreadTasks(events);
  const longest = (list) => list.reduce((a, b) => (b.ms > (a?.ms ?? 0) ? b : a), undefined);
  return {
    longest: longest(tasks) ?? { ms: 0, cpu: 0, split: {} },
    withApi: longest(tasks.filter(({ split }) => split[BUCKETS[0][0]] > 0)),
    busiest: tasks.reduce((a, b) => (b.cpu > (a?.cpu ?? 0) ? b : a), undefined),
  };
}

/**
 * The page's main-thread tasks within the sampled span (those outside it are tracing's own:
 * starting, flushing its buffers), each with its length, its thread's CPU time (less than its
 * length when the machine is busy) and its split, in ms.
 */
function mainThreadTasks(events) {
  const processes = pageProcesses(events);
  const tasks = [];
  for (const thread of events.filter(
    (event) =>
      event.name === 'thread_name' &&
      event.args.name === 'CrRendererMain' &&
      processes.has(event.pid),
  )) {
    const samples = [...samplesOf(events, thread.pid, thread.tid)];
    if (samples.length === 0) continue;
    const runs = events
      .filter(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.pid === thread.pid &&
          event.tid === thread.tid &&
          event.ts >= samples[0].time &&
          event.ts + event.dur <= samples.at(-1).time,
      )
      .sort((a, b) => a.ts - b.ts);
    let next = 0;
    for (const run of runs) {
      const split = Object.fromEntries([...BUCKETS.map(([name]) => [name, 0]), [BROWSER_WORK, 0]]);
      while (next < samples.length && samples[next].time < run.ts) next++;
      for (; next < samples.length && samples[next].time < run.ts + run.dur; next++) {
        const { urls, weight } = samples[next];
        const bucket = BUCKETS.find(([, matches]) => matches(urls))?.[0] ?? BROWSER_WORK;
        split[bucket] += weight / 1000;
      }
      tasks.push({ ms: run.dur / 1000, cpu: (run.tdur ?? 0) / 1000, split });
    }
  }
  return tasks;
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

/** Prints each traced screen's longest task, and its longest with the mocked API's work, split. */
export function printSplits(splits) {
  console.log('\nLongest main-thread tasks while traced, by what ran in them (CPU samples)\n');
  const row = ({ ms, cpu, split }) =>
    Object.fromEntries(
      [['task', ms], ['its CPU time', cpu], ...Object.entries(split)].map(([name, value]) => [
        name,
        `${value.toFixed(1)} ms`,
      ]),
    );
  console.table(
    Object.fromEntries(
      Object.entries(splits).flatMap(([screen, { longest, withApi }]) => [
        [`${screen}: longest`, row(longest)],
        ...(withApi ? [[`${screen}: longest with the mocked API`, row(withApi)]] : []),
      ]),
    ),
  );
}
