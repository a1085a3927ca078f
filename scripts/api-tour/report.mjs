// What a tour found, for a person and for a CI: a summary by tag for the terminal, a JUnit XML
// file (one test case per check, skips with their reason) and a self-contained HTML page with each
// failing exchange (request, reply, the rule it broke; no password or session in it) and the
// app's screens that depend on it.

const OUTCOMES = ['passed', 'failed', 'skipped'];

function countsOf(checks) {
  return Object.fromEntries(
    OUTCOMES.map((outcome) => [outcome, checks.filter((each) => each.outcome === outcome).length]),
  );
}

function byTag(checks) {
  const tags = new Map();
  for (const each of checks) tags.set(each.tag, [...(tags.get(each.tag) ?? []), each]);
  return [...tags];
}

const label = (check) =>
  check.operation
    ? `${check.operation} (${check.method} ${check.route}): ${check.name}`
    : check.name;

/** Lines for the terminal: counts by tag, then each failure and each skip with its reason. */
export function summary(title, checks) {
  const total = countsOf(checks);
  const rows = byTag(checks).map(([tag, each]) => {
    const counts = countsOf(each);
    return `  ${tag.padEnd(16)} ${OUTCOMES.map((outcome) => `${counts[outcome]} ${outcome}`).join(', ')}`;
  });
  const failed = checks
    .filter((each) => each.outcome === 'failed')
    .map((each) => `  FAILED ${label(each)}\n    ${each.problems.join('\n    ')}`);
  const skipped = checks
    .filter((each) => each.outcome === 'skipped')
    .map((each) => `  SKIPPED ${label(each)}: ${each.reason}`);
  return [
    `${title}: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
    ...rows,
    ...(skipped.length ? ['', ...skipped] : []),
    ...(failed.length ? ['', ...failed] : []),
  ].join('\n');
}

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char],
  );

/** One JUnit test suite per tag, one test case per check. */
export function junit(title, checks) {
  const suites = byTag(checks).map(([tag, each]) => {
    const counts = countsOf(each);
    const cases = each.map((check) => {
      const name = escapeXml(check.operation ? `${check.operation}: ${check.name}` : check.name);
      const inner =
        check.outcome === 'failed'
          ? `<failure message="${escapeXml(check.problems[0])}">${escapeXml(check.problems.join('\n'))}</failure>`
          : check.outcome === 'skipped'
            ? `<skipped message="${escapeXml(check.reason)}"/>`
            : '';
      return `    <testcase classname="${escapeXml(`${title}.${tag}`)}" name="${name}">${inner}</testcase>`;
    });
    return [
      `  <testsuite name="${escapeXml(tag)}" tests="${each.length}" failures="${counts.failed}" skipped="${counts.skipped}" errors="0">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  const total = countsOf(checks);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(title)}" tests="${checks.length}" failures="${total.failed}" skipped="${total.skipped}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

/** Credentials a report must not carry: the session headers, and passwords and tokens in bodies. */
const SECRET_HEADERS = /^(authorization|cookie|set-cookie)$/i;
const SECRET_FIELDS = /"(\w*(?:password|token|Password|Token))"\s*:\s*"(?:[^"\\]|\\.)*"/g;
const masked = (text) => text.replace(SECRET_FIELDS, '"$1":"••••••"');

function exchangeHtml({ request, response, rule }) {
  const headers = (all) =>
    Object.entries(all)
      .map(([name, value]) => `${name}: ${SECRET_HEADERS.test(name) ? '••••••' : value}`)
      .join('\n');
  return `<details${rule ? ' open' : ''}><summary>${escapeXml(`${request.method} ${request.url} → ${response.status}`)}${rule ? ' <b>flagged</b>' : ''}</summary>
<pre>${escapeXml(`${request.method} ${request.url}\n${headers(request.headers)}\n\n${masked(request.body ?? '')}`)}</pre>
<pre>${escapeXml(`${response.status}\n${headers(response.headers)}\n\n${masked(response.text)}`)}</pre>
${rule ? `<p class="rule">Rule broken: ${escapeXml(rule)}</p>` : ''}</details>`;
}

/** The page: counts by tag, each failure with its exchanges and screens, each skip's reason. */
export function html(title, checks, screens) {
  const total = countsOf(checks);
  const rows = byTag(checks)
    .map(([tag, each]) => {
      const counts = countsOf(each);
      return `<tr><td>${escapeXml(tag)}</td>${OUTCOMES.map((outcome) => `<td>${counts[outcome]}</td>`).join('')}</tr>`;
    })
    .join('\n');
  const failures = checks
    .filter((each) => each.outcome === 'failed')
    .map((check) => {
      const depending = screens.get(check.operation) ?? [];
      return `<section class="failed"><h3>${escapeXml(label(check))}</h3>
<ul>${check.problems.map((problem) => `<li>${escapeXml(problem)}</li>`).join('')}</ul>
<p>Screens of the app that depend on it: ${depending.length ? depending.map((route) => `<code>${escapeXml(route)}</code>`).join(', ') : 'none found'}</p>
${check.exchanges.map(exchangeHtml).join('\n')}</section>`;
    })
    .join('\n');
  const skips = checks
    .filter((each) => each.outcome === 'skipped')
    .map((check) => `<li>${escapeXml(label(check))}: ${escapeXml(check.reason)}</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:72rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .6rem;text-align:left}pre{background:#f5f5f5;padding:.5rem;overflow:auto;white-space:pre-wrap}.failed{border-left:4px solid #c62828;padding-left:1rem;margin:1.5rem 0}.rule{color:#c62828}</style>
</head><body>
<h1>${escapeXml(title)}</h1>
<p>${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped.</p>
<table><tr><th>Tag</th>${OUTCOMES.map((outcome) => `<th>${outcome}</th>`).join('')}</tr>
${rows}</table>
<h2>Failed</h2>
${failures || '<p>None.</p>'}
<h2>Skipped</h2>
<ul>${skips || '<li>None.</li>'}</ul>
</body></html>
`;
}
