// The API tour of one server (see scripts/api-tour.mjs): every operation of the document, through
// Prism's validating proxy, as checks that pass, fail or are skipped with a reason. A check fails
// on any exchange the proxy flags, on a status the document does not list, and on a journey step
// that does not do what it says; a documented status no check reached fails too, unless only the
// mocked server's demo tools could cause it (then it is skipped, saying why).

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
/** Where an id of a path with neither a list nor a create of its own comes from. */
const ID_SOURCES = {
  // A device the tour connected: never one the account had.
  '/api/disconnect-device': 'POST /api/connect-device',
  '/api/sync-device': 'GET /api/connected-devices',
  '/api/cart/items': 'POST /api/cart/add',
};
/** Records created at one path and read and removed at others. */
const JOURNEY_ROUTES = {
  connectDevice: { list: '/api/connected-devices', item: '/api/disconnect-device/{id}' },
  addToCart: { list: '/api/cart', item: '/api/cart/items/{supplementId}' },
  deviceOAuthCallback: { list: '/api/connected-devices', item: '/api/disconnect-device/{id}' },
};
const UNKNOWN_ID = 'does-not-exist';
/** Refusals any server gives for a request built from an account of the tour. */
const REFUSED = {
  login: {
    401: {
      name: 'for a wrong password',
      body: (example, { email }) => ({ ...example, email, password: 'not-the-password-1' }),
    },
  },
  register: {
    409: {
      name: 'for an e-mail address in use',
      body: (example, { email }) => ({ ...example, email }),
    },
  },
};

/** Why a target without the demo tools cannot be made to answer a status. */
const UNREACHABLE = {
  429: 'a rate limit the tour would take too long to reach',
  500: 'a server failure, which only the mocked server injects (X-Mock-Failure)',
  503: 'an unavailable server, which only the mocked server injects (X-Mock-Failure)',
  507: 'a full storage, which only the mocked server injects (X-Mock-Failure)',
};
const NO_INJECTION =
  'a case the tour cannot cause by itself; only the mocked server injects it (X-Mock-Failure)';
const NO_OUTBOX =
  'needs the link of an e-mail the server sent, and the target has no outbox (/api/demo/outbox) to read it from';
/** Operations whose success needs the link of an e-mail the server sent (PREPARE reads it). */
const NEEDS_OUTBOX = new Set(['verifyEmail', 'resetPassword', 'confirmEmailChange']);
/** Successful writes that nothing in the document undoes: only a target with demo tools is restored. */
const IRREVERSIBLE = {
  register: 'creates an account the tour cannot remove: signing in to it needs the e-mailed link',
  deleteAccount: 'would delete the account the tour signs in with',
  checkout: 'places an order the document gives no way to cancel',
};

function resolve(document, node) {
  if (!node?.$ref) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce((parent, key) => parent[key], document);
  const own = { ...node };
  delete own.$ref;
  return { ...resolve(document, target), ...own };
}

/**
 * A request body's examples, as its media type gives them: `example`, or each of `examples` (an
 * `externalValue` read beforehand into `value`: withExternalExamples, scripts/api-tour.mjs).
 */
const examplesOf = (media) =>
  media.examples ? Object.values(media.examples).map((each) => each.value) : [media.example];

/** Every operation of the document, with what the tour needs of it. */
export function operationsOf(document) {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method];
      const security = operation.security ?? document.security ?? [];
      const schemes = security.flatMap(Object.keys);
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((each) =>
        resolve(document, each),
      );
      const media = operation.requestBody?.content['application/json'];
      const body = media ? resolve(document, media.schema) : null;
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        route,
        tag: operation.tags?.[0] ?? 'untagged',
        internal: operation['x-internal'] === true,
        schemes,
        // No session needed (`{}` among its alternatives, or none at all): it is called signed out.
        optional: !security.length || security.some((each) => !Object.keys(each).length),
        parameters,
        body,
        examples: media ? examplesOf(media) : [undefined],
        statuses: Object.keys(operation.responses).map(Number),
      };
    }),
  );
}

/**
 * Whether an operation is one of the mocked server's demo tools, which only it offers: marked
 * `x-internal` in the document, and so left out of the product's contract. The one place that says
 * so, for the tour and for what it expects to skip.
 */
export const isDemoTool = (operation) => operation.internal;

/** The accounts (by name) the tour calls an operation as: none for a public one. */
function accountsOf(operation, accounts) {
  if (operation.optional) return [null];
  if (!operation.schemes.includes('bearer')) return ['google'];
  return ['premium', 'free'].filter((account) => accounts[account]);
}

/** The calls of an operation as documented: as each account, with each of its examples, named. */
function successCalls(operation, accounts) {
  const several = operation.examples.length > 1;
  return accountsOf(operation, accounts).flatMap((account) =>
    operation.examples.map((example, index) => ({
      account,
      example,
      name: `as ${account ?? 'a visitor'}${several ? `, example ${index + 1}` : ''}`,
    })),
  );
}

/**
 * Requests that break one rule of the document each, as [field, query value, body, path value]: a
 * required field left out, a field it does not know, a query value its schema refuses, a path
 * parameter longer than it allows (refused by name, before any lookup).
 */
function refusals(operation, example) {
  const body = operation.body?.required && example ? example : null;
  const query = operation.parameters.filter(
    ({ in: where, schema }) =>
      where === 'query' && (schema.enum || schema.format || schema.pattern),
  );
  const path = operation.parameters.filter(
    ({ in: where, schema }) => where === 'path' && schema.maxLength !== undefined,
  );
  const fields = body
    ? [
        ...operation.body.required.map((field) => [field, null, { ...body, [field]: undefined }]),
        ['unexpected', null, { ...body, unexpected: true }],
      ]
    : [];
  return [
    ...fields,
    ...query.map(({ name }) => [name, 'not-valid!', example]),
    ...path.map(({ name, schema }) => [name, null, example, 'x'.repeat(schema.maxLength + 1)]),
  ];
}

/**
 * The error statuses of an operation the tour has a request of its own for: a 400 for each rule
 * `refusals` breaks, the refusals of REFUSED, a 401 for a stale session, a 403 as the Free user (a
 * Premium feature), a 404 for an unknown id. It meets others only by chance; the rest only
 * X-Mock-Failure causes.
 */
function aimedStatuses(operation, accounts) {
  const aimed = [
    ...Object.keys(REFUSED[operation.id] ?? {}).map(Number),
    refusals(operation, operation.examples[0]).length > 0 && 400,
    !operation.optional && 401,
    accountsOf(operation, accounts).includes('free') && 403,
    operation.route.includes('{') && 404,
  ];
  return operation.statuses.filter((status) => aimed.includes(status));
}

/**
 * What a tour of a server without the demo tools skips, as `operationId: check`, from the document
 * and the tour's own limits (for the `accounts` it is given):
 * - `always`: each demo tool (isDemoTool); the successes nothing in the document undoes
 *   (IRREVERSIBLE) or that need an e-mailed link (NEEDS_OUTBOX); each documented status that only
 *   the mocked server injects, or a rate limit (UNREACHABLE);
 * - `possibly`: every other documented error status the tour has no request for (aimedStatuses),
 *   skipped unless one of its requests meets it.
 */
export function skipsWithoutDemoTools(document, accounts) {
  const always = [];
  const possibly = [];
  for (const operation of operationsOf(document)) {
    const line = (check) => `${operation.id}: ${check}`;
    if (isDemoTool(operation)) {
      always.push(line('as documented'));
      continue;
    }
    if (IRREVERSIBLE[operation.id]) always.push(line('as documented'));
    if (NEEDS_OUTBOX.has(operation.id)) {
      always.push(...successCalls(operation, accounts).map(({ name }) => line(name)));
    }
    const aimed = aimedStatuses(operation, accounts);
    const unaimed = operation.statuses.filter((each) => each >= 400 && !aimed.includes(each));
    for (const status of unaimed) (UNREACHABLE[status] ? always : possibly).push(line(status));
  }
  return { always, possibly };
}

function findKey(value, key) {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findKey(item, key);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    if (typeof value[key] === 'string') return value[key];
    for (const item of Object.values(value)) {
      const found = findKey(item, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Whether a text fits a string schema's pattern (JSON Schema's: unanchored, ECMA-262). */
const fits = (schema, text) => !schema.pattern || new RegExp(schema.pattern, 'u').test(text);

function fillPath(route, values) {
  return route.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}

/**
 * Tours `target` through `proxy` (Prism's validating proxy in front of it); the demo tools (a
 * snapshot and its restore, the outbox) and the requests the proxy itself would refuse (the 400
 * checks) go to the target directly. `accounts` holds the Premium and Free users
 * ({ email, password }), either or both absent to tour signed out; `demoTools` says whether the
 * target offers the mocked server's /api/demo/* and X-Mock-Failure; `readOnly` sends only GETs.
 * Resolves with every check ({ operation, method, route, tag, name, outcome, reason, problems,
 * exchanges }).
 */
export async function tourTarget({ document, target, proxy, accounts, demoTools, readOnly }) {
  const operations = operationsOf(document);
  const byId = Object.fromEntries(operations.map((operation) => [operation.id, operation]));
  const checks = [];
  const seen = new Map(operations.map((operation) => [operation.id, new Set()]));
  /** Statuses a skipped check would have reached, per operation: not "never seen". */
  const skippedStatuses = new Map(operations.map((operation) => [operation.id, new Set()]));
  let current = null;
  /** What the proxy flagged outside any check (signing in again, restoring the target). */
  const stray = [];
  let sessions = {};
  /** Undos of the writes since the last restore, run in reverse (without demo tools). */
  let undos = [];
  /** What a target with the demo tools holds, put back after each write. */
  let snapshot = null;

  async function call(method, url, { body, headers = {}, direct = false } = {}) {
    const request = {
      method,
      url,
      headers: {
        Accept: '*/*',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const response = await fetch(`${direct ? target : proxy}${url}`, request);
    const text = await response.text();
    const violations = response.headers.get('sl-violations');
    const fromProxy = (response.headers.get('content-type') ?? '').includes('problem+json');
    const exchange = {
      request,
      response: { status: response.status, headers: Object.fromEntries(response.headers), text },
      rule: violations || fromProxy ? (violations ?? text) : null,
    };
    if (current) {
      current.exchanges.push(exchange);
      if (exchange.rule)
        current.problems.push(`${method} ${url} → ${response.status}: ${exchange.rule}`);
    } else if (exchange.rule) {
      stray.push(exchange);
    }
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // A CSV download, or an empty reply.
    }
    return { status: response.status, json, headers: response.headers };
  }

  /** Runs a check; it is skipped when `body` returns a reason, failed when it found a problem. */
  async function check(operation, name, body) {
    const entry = {
      operation: operation.id,
      method: operation.method,
      route: operation.route,
      tag: operation.tag,
      name,
      outcome: 'passed',
      reason: null,
      problems: [],
      exchanges: [],
    };
    checks.push(entry);
    current = entry;
    try {
      const reason = await body(entry);
      if (typeof reason === 'string') Object.assign(entry, { outcome: 'skipped', reason });
    } catch (error) {
      entry.problems.push(`could not be toured: ${error.message}`);
    }
    if (entry.problems.length) entry.outcome = 'failed';
    current = null;
  }

  function skip(operation, name, reason, statuses = []) {
    statuses.forEach((status) => skippedStatuses.get(operation.id).add(status));
    return check(operation, name, () => reason);
  }

  /** The headers that sign a request in as the account (a bearer token, or the Google cookie). */
  async function signIn(account) {
    if (sessions[account]) return sessions[account];
    if (account === 'google') {
      const { headers } = await call('POST', '/api/auth/google/callback', {
        body: { decision: 'allow' },
      });
      const cookie = headers
        .getSetCookie()
        .map((each) => each.split(';')[0])
        .join('; ');
      return (sessions[account] = { Cookie: cookie });
    }
    const { status, json } = await call('POST', '/api/auth/login', { body: accounts[account] });
    if (status !== 200)
      throw new Error(`signing in as ${accounts[account].email} answered ${status}`);
    return (sessions[account] = { Authorization: `Bearer ${json.token}` });
  }

  function withQuery(operation, url, values = {}) {
    const query = operation.parameters
      .filter(
        (parameter) => parameter.in === 'query' && (parameter.required || values[parameter.name]),
      )
      .map((parameter) => {
        const value =
          values[parameter.name] ??
          parameter.example ??
          parameter.schema.example ??
          parameter.schema.enum?.[0];
        return `${parameter.name}=${encodeURIComponent(value)}`;
      });
    return query.length ? `${url}?${query.join('&')}` : url;
  }

  /**
   * Where the account's own value of a path parameter comes from: the create under its path, or
   * the list or create ID_SOURCES names. None for a parameter that names no record of the account
   * (a provider, a table), whose documented value is used.
   */
  function idSource(operation, name, known) {
    const prefix = fillPath(operation.route.slice(0, operation.route.indexOf(`/{${name}}`)), known);
    const [method, list] = (ID_SOURCES[prefix] ?? `POST ${prefix}`).split(' ');
    const source = operations.find(
      (each) => each.method === method && fillPath(each.route, known) === list,
    );
    return source && { source, list };
  }

  /** An id the account has for the parameter: a new record under its path, or one it lists. */
  async function existingId({ source, list }, name, headers) {
    if (readOnly && source.method !== 'GET') return undefined;
    const reply = await call(source.method, withQuery(source, list), {
      body: source.examples[0],
      headers,
    });
    if (source.method !== 'GET') undoCreate(source, reply, headers);
    return findKey(reply.json, name) ?? findKey(reply.json, 'id');
  }

  /** The link's token in the last e-mail the mocked server sent to the address. */
  async function mailedToken(to) {
    const { json } = await call('GET', '/api/demo/outbox', { direct: true });
    const mail = json.findLast((message) => message.to === to);
    return new URL(mail.link, 'http://app').searchParams.get('token');
  }

  /**
   * What some examples need before they can succeed: a token from an e-mail, a full cart, the
   * account's own password. Each returns the body to send instead of the example (or the example
   * itself), or a reason the target cannot give what it needs.
   */
  const PREPARE = {
    async verifyEmail(example) {
      const register = byId.register.examples[0];
      await call('POST', '/api/auth/register', { body: register });
      return { ...example, token: await mailedToken(register.email) };
    },
    async resetPassword(example) {
      const { email } = accounts.free ?? accounts.premium;
      await call('POST', '/api/auth/forgot-password', { body: { email } });
      return { ...example, email, token: await mailedToken(email) };
    },
    async confirmEmailChange(example) {
      const headers = await signIn(accounts.premium ? 'premium' : 'free');
      const { json: profile } = await call('GET', '/api/settings/profile', { headers });
      const email = `new.${profile.email}`;
      await call('PUT', '/api/settings/profile', {
        headers,
        body: { ...profile, email, pendingEmail: undefined },
      });
      return { ...example, token: await mailedToken(email) };
    },
    async checkout(example, headers) {
      const add = byId.addToCart.examples[0];
      const reply = await call('POST', '/api/cart/add', { headers, body: add });
      undoCreate(byId.addToCart, reply, headers);
      return example;
    },
    async changePlan(example, headers) {
      const { json } = await call('GET', '/api/auth/me', { headers });
      undos.push(() => call('POST', '/api/account/plan', { headers, body: { plan: json.plan } }));
      return example;
    },
    async changePassword(example, headers, account) {
      const { password } = accounts[account];
      undos.push(() =>
        call('POST', '/api/account/password', {
          headers,
          body: { currentPassword: example.newPassword, newPassword: password },
        }),
      );
      return { ...example, currentPassword: password };
    },
  };

  /** Removes a record the reply says was created, once the operation's checks are done. */
  function undoCreate(operation, reply, headers) {
    if (reply.status >= 300) return;
    const item = JOURNEY_ROUTES[operation.id]?.item ?? `${operation.route}/{id}`;
    const remove = operations.find((each) => each.method === 'DELETE' && each.route === item);
    const name = remove && /\{(\w+)\}$/.exec(item)[1];
    const id = remove && (findKey(reply.json, name) ?? findKey(reply.json, 'id'));
    if (id) undos.push(() => call('DELETE', fillPath(item, { [name]: id }), { headers }));
  }

  /** Before a write of what a GET at the same path reads, keeps it to write back afterwards. */
  async function keepForUndo(operation, url, headers) {
    const read = operations.find((each) => each.method === 'GET' && each.route === operation.route);
    if (operation.method !== 'PUT' || !read || !operation.body?.properties) return;
    const { status, json } = await call('GET', url, { headers });
    if (status !== 200) return;
    const fields = Object.keys(operation.body.properties);
    const body = Object.fromEntries(
      fields.filter((key) => key in json).map((key) => [key, json[key]]),
    );
    undos.push(() => call('PUT', url, { headers, body }));
  }

  /**
   * After a write: back to how the target was, from the snapshot or by undoing each change, then
   * signed out (the snapshot has none of the tour's sessions).
   */
  async function restore() {
    if (snapshot) {
      await call('PUT', '/api/demo/data', { body: snapshot, direct: true });
    } else {
      for (const undo of undos.reverse()) await undo();
      for (const headers of Object.values(sessions)) {
        await call('POST', '/api/auth/logout', { headers });
      }
    }
    undos = [];
    sessions = {};
  }

  /** The operation's URL with the account's own ids, or unknown ones. */
  /** Every path parameter of the operation as an id no record has. */
  const noSuchIds = (operation) =>
    Object.fromEntries(
      operation.parameters
        .filter((each) => each.in === 'path')
        .map(({ name }) => [name, UNKNOWN_ID]),
    );

  async function urlOf(operation, headers, unknownIds = false) {
    const values = {};
    for (const parameter of operation.parameters.filter((each) => each.in === 'path')) {
      // The documented example is the demo user's record: another account has its own.
      const documented =
        parameter.example ?? parameter.schema.example ?? parameter.schema.enum?.[0];
      const source = idSource(operation, parameter.name, values);
      const own = source && !unknownIds ? await existingId(source, parameter.name, headers) : null;
      // An unknown id of the shape the parameter takes (a dose id is a day and a time).
      const unknown = fits(parameter.schema, UNKNOWN_ID) ? UNKNOWN_ID : documented;
      values[parameter.name] = (source ? (unknownIds ? unknown : own) : documented) ?? unknown;
    }
    return withQuery(operation, fillPath(operation.route, values));
  }

  /** One exchange of the operation; the status it answered, or a reason it was not sent. */
  async function run(operation, { account, headers = {}, unknownIds = false, example }) {
    const signedIn = account ? await signIn(account) : {};
    const url = await urlOf(operation, signedIn, unknownIds);
    if (NEEDS_OUTBOX.has(operation.id) && !demoTools) return { skip: NO_OUTBOX };
    const prepared = PREPARE[operation.id]
      ? await PREPARE[operation.id](example, signedIn, account)
      : example;
    if (!snapshot && !unknownIds) await keepForUndo(operation, url, signedIn);
    const reply = await call(operation.method, url, {
      body: prepared,
      headers: { ...signedIn, ...headers },
    });
    if (!snapshot && operation.method === 'POST') undoCreate(operation, reply, signedIn);
    seen.get(operation.id).add(reply.status);
    if (!operation.statuses.includes(reply.status)) {
      current.problems.push(
        `${operation.method} ${url} → ${reply.status}, a status the document does not list`,
      );
    }
    return reply;
  }

  /** Why the tour cannot call the operation at all on this target, if it cannot. */
  function uncallable(operation) {
    if (isDemoTool(operation) && !demoTools) {
      return 'a demo tool of the mocked server (/api/demo/*), which the target does not offer';
    }
    if (readOnly && operation.method !== 'GET') return '--read-only: a write';
    if (operation.schemes.length && !accountsOf(operation, accounts).length) {
      return 'needs a signed-in account, and none was given';
    }
    return null;
  }

  /** Calls the operation as each account, then in each error case it documents. */
  async function tour(operation) {
    const cannot = uncallable(operation);
    if (cannot) return skip(operation, 'as documented', cannot, operation.statuses);
    const successes = operation.statuses.filter((status) => status < 300);
    const [first] = accountsOf(operation, accounts);
    const example = operation.examples[0];
    const aimed = aimedStatuses(operation, accounts);
    // First, as a success may end the session (a deleted account, a logout).
    if (aimed.includes(400)) {
      await check(operation, '400 naming the field, for each rule of the document it breaks', () =>
        refusedFields(operation, first, example),
      );
    }
    if (!snapshot && IRREVERSIBLE[operation.id]) {
      await skip(operation, 'as documented', IRREVERSIBLE[operation.id], successes);
    } else {
      for (const { account, example, name } of successCalls(operation, accounts)) {
        await check(operation, name, async () => {
          const reply = await run(operation, { account, example });
          if (reply.skip) {
            successes.forEach((status) => skippedStatuses.get(operation.id).add(status));
            return reply.skip;
          }
        });
      }
    }
    for (const [status, refusal] of Object.entries(REFUSED[operation.id] ?? {})) {
      const account = accounts.premium ?? accounts.free;
      if (!account) continue;
      await check(operation, `${status} ${refusal.name}`, async () => {
        const reply = await run(operation, { example: refusal.body(example, account) });
        if (reply.status !== Number(status)) {
          current.problems.push(`${refusal.name} answered ${reply.status}, not ${status}`);
        }
      });
    }
    if (aimed.includes(401) && first) {
      await check(operation, '401 with a stale session', async () => {
        const stale =
          first === 'google' ? { Cookie: 'vitalis_sid=stale' } : { Authorization: 'Bearer stale' };
        const { status } = await run(operation, { account: first, headers: stale, example });
        if (status !== 401) current.problems.push(`a stale session answered ${status}, not 401`);
      });
    }
    if (aimed.includes(404)) {
      await check(operation, '404 for an unknown id', async () => {
        const { status } = await run(operation, { account: first, unknownIds: true, example });
        if (status !== 404) current.problems.push(`an unknown id answered ${status}, not 404`);
      });
    }
    for (const status of operation.statuses) {
      if (status < 400 || seen.get(operation.id).has(status)) continue;
      if (!demoTools) {
        await skip(operation, `${status}`, UNREACHABLE[status] ?? NO_INJECTION, [status]);
        continue;
      }
      await check(operation, `${status}, injected with X-Mock-Failure`, () =>
        run(operation, {
          account: first,
          example,
          headers: { 'X-Mock-Failure': String(status) },
        }).then(() => undefined),
      );
    }
  }

  /**
   * The list a GET reads of the operation's path, to tell that a refused write changed nothing;
   * without an export's `exportedAt`, the moment of the read (to the millisecond, so two reads
   * in the same one once took the export for stable, and a later read for changed).
   */
  async function listed(operation, headers) {
    const read = operations.find((each) => each.method === 'GET' && each.route === operation.route);
    // A read of one record (a path with a parameter) is no list.
    if (!read || read.route.includes('{')) return '';
    const { json } = await call('GET', withQuery(read, read.route), { headers });
    return JSON.stringify(json, (key, value) => (key === 'exportedAt' ? undefined : value));
  }

  /** Each request of `refusals`: 400 naming the field, and nothing written. */
  async function refusedFields(operation, account, example) {
    const headers = account ? await signIn(account) : {};
    const url = await urlOf(operation, headers, true);
    const before = await listed(operation, headers);
    // A list that changes by itself (an export's date) cannot tell.
    const stable = before === (await listed(operation, headers));
    for (const [field, query, body, tooLong] of refusals(operation, example)) {
      const at = new URL(
        tooLong ? fillPath(operation.route, { ...noSuchIds(operation), [field]: tooLong }) : url,
        'http://target',
      );
      if (query) at.searchParams.set(field, query);
      // Prism refuses it itself (422): the target must, with 400.
      const { status, json } = await call(operation.method, `${at.pathname}${at.search}`, {
        body,
        headers,
        direct: true,
      });
      const named = Object.keys(json?.errors ?? {});
      if (status !== 400 || !named.some((key) => key === field || key.startsWith(`${field}.`))) {
        current.problems.push(`without a valid ${field}: ${status} ${JSON.stringify(json)}`);
      }
      seen.get(operation.id).add(status);
    }
    if (stable && (await listed(operation, headers)) !== before) {
      current.problems.push('a refused request changed what the list reads');
    }
  }

  /** Create → read back → update → another user's 404 → delete → gone, for each resource. */
  async function journey(create) {
    const item = JOURNEY_ROUTES[create.id]?.item ?? `${create.route}/{id}`;
    const list = JOURNEY_ROUTES[create.id]?.list ?? create.route;
    const remove = operations.find((each) => each.method === 'DELETE' && each.route === item);
    const read = operations.find((each) => each.method === 'GET' && each.route === list);
    if (create.route.includes('{')) return;
    const update = operations.find(
      (each) => ['PUT', 'PATCH'].includes(each.method) && each.route === item,
    );
    if (!remove || !read) return;
    const [owner, other] = accountsOf(create, accounts);
    const steps = ['create', 'read back', update && 'update', other && '404 for another user'];
    const name = `journey: ${[...steps.filter(Boolean), 'delete', 'gone'].join(' → ')}`;
    if (readOnly) return skip(create, name, '--read-only: a write');
    if (!owner) return skip(create, name, 'needs a signed-in account, and none was given');
    await check(create, name, async () => {
      const headers = await signIn(owner);
      const example = create.examples[0];
      const created = await call('POST', create.route, { body: example, headers });
      const id = findKey(created.json, /\{(\w+)\}$/.exec(item)[1]) ?? findKey(created.json, 'id');
      if (created.status >= 300 || !id) {
        current.problems.push(`${create.id} answered ${created.status} without an id`);
        return;
      }
      undoCreate(create, created, headers);
      const at = fillPath(item, { [/\{(\w+)\}$/.exec(item)[1]]: id });
      const listUrl = withQuery(read, list, { date: example.date });
      const has = async () =>
        JSON.stringify((await call('GET', listUrl, { headers })).json).includes(id);
      const fail = (problem) => current.problems.push(problem);
      if (!(await has())) fail(`${read.id} does not list the record ${create.id} created`);
      if (update) {
        const { status } = await call(update.method, at, { body: update.examples[0], headers });
        if (status >= 300) fail(`${update.id} of the new record answered ${status}`);
        if (!(await has())) fail(`${read.id} does not list the record after ${update.id}`);
      }
      if (other) {
        const stranger = await signIn(other);
        for (const foreign of [update, remove].filter(Boolean)) {
          const { status } = await call(foreign.method, at, {
            body: foreign.examples[0],
            headers: stranger,
          });
          if (status !== 404)
            fail(`${foreign.id} of another user's record answered ${status}, not 404`);
        }
      }
      const removed = await call('DELETE', at, { headers });
      if (removed.status >= 300) fail(`${remove.id} answered ${removed.status}`);
      if (await has()) fail(`${read.id} still lists the record after ${remove.id}`);
      const again = await call('DELETE', at, { headers });
      if (again.status !== 404)
        fail(`${remove.id} of the deleted record answered ${again.status}, not 404`);
    });
    await restore();
  }

  if (demoTools && !readOnly)
    snapshot = (await call('GET', '/api/demo/data', { direct: true })).json;
  for (const operation of operations) {
    try {
      await tour(operation);
    } finally {
      if (operation.method !== 'GET' && !readOnly) await restore();
    }
  }
  for (const operation of operations.filter((each) => each.method === 'POST')) {
    await journey(operation);
  }

  for (const operation of operations) {
    const missing = operation.statuses.filter(
      (status) =>
        !seen.get(operation.id).has(status) && !skippedStatuses.get(operation.id).has(status),
    );
    if (!missing.length) continue;
    const unanswered = `documented ${missing.join(', ')}, never answered (answered ${[...seen.get(operation.id)].join(', ')})`;
    // A Premium feature's 200 needs a Premium user, its 403 a Free one.
    const oneAccount = operation.schemes.includes('bearer') && !(accounts.premium && accounts.free);
    await check(operation, 'every documented status answered', () => {
      if (oneAccount)
        return `${unanswered}: the tour was given one account, not a Premium and a Free one`;
      current.problems.push(unanswered);
    });
  }
  if (stray.length) {
    checks.push({
      operation: null,
      method: '',
      route: '',
      tag: 'tour',
      name: 'signing in and restoring the target',
      outcome: 'failed',
      reason: null,
      problems: stray.map(
        ({ request, response, rule }) =>
          `${request.method} ${request.url} → ${response.status}: ${rule}`,
      ),
      exchanges: stray,
    });
  }
  return checks;
}
