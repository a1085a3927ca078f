import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { Field, Input, Label } from '@/components/form-field';
import { Row, Stack } from '@/components/layout';
import type { ErrorBody } from '@/lib/api/contract';
import { API_OPERATIONS } from '@/lib/api/operations';
import {
  DEFAULT_FAILURE_MESSAGES,
  SERVER_FAILURES,
  injectedReplyMessage,
  writeFailures,
  type FailureRule,
} from '@/lib/demo-controls';
import { Active, Choice, Code, Figure, Section, Select, Wide } from './parts';
import { ruleLabel } from './settings';

/**
 * Every operation of the API document, as the failure picker lists it; `{id}` as `:id`. Marked
 * pure, as the settings' `NOTHING_SET`: a build with mocking off, which never shows the panel,
 * leaves it out.
 */
const OPERATIONS = /* @__PURE__ */ Object.entries(API_OPERATIONS).map(
  ([id, { method, path, errors }]) => {
    // Each documented error status, with the document's example body where it gives one.
    const examples: Partial<Record<number, ErrorBody | null>> = errors;
    return {
      id,
      method,
      path: path.replace(/\{(\w+)\}/g, ':$1'),
      examples,
      // The statuses the document lists for it, and the server failing.
      statuses: [...new Set([...Object.keys(errors).map(Number), ...SERVER_FAILURES])].sort(
        (a, b) => a - b,
      ),
    };
  },
);

type Operation = (typeof OPERATIONS)[number];

/** The message a failure starts with: the document's example for it, else the status's own. */
const messageOf = (operation: Operation | undefined, status: number) =>
  operation?.examples[status]?.message ?? DEFAULT_FAILURE_MESSAGES[status] ?? '';

/** Failures picked from the API document's operations, listed and removable. */
export function FailuresSection({ failures }: { failures: FailureRule[] }) {
  const [search, setSearch] = useState('');
  const [operation, setOperation] = useState(OPERATIONS[0].id);
  const [status, setStatus] = useState(500);
  // A message typed in, for the operation and status it was typed for.
  const [typed, setTyped] = useState<{ key: string; text: string } | null>(null);
  const [once, setOnce] = useState(false);
  const ids = useId();
  const shown = OPERATIONS.filter(({ id, method, path }) =>
    `${method} ${path} ${id}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const chosen = shown.find((item) => item.id === operation) ?? shown[0];
  const statuses = chosen?.statuses ?? SERVER_FAILURES;
  // A status the newly chosen operation does not list gives way to the server failing.
  const current = statuses.includes(status) ? status : 500;
  const key = `${chosen?.id} ${current}`;
  const shownMessage = typed?.key === key ? typed.text : messageOf(chosen, current);
  const message = shownMessage.trim() || undefined;
  // The document's example's other fields (needsVerification, errors) are sent as it gives them.
  const documented = chosen?.examples[current];
  const fields = Object.entries(documented ?? {}).filter(([field]) => field !== 'message');
  const extra = fields.length ? Object.fromEntries(fields) : undefined;
  // The reply the mocked server will send (mocks/failures.ts).
  const reply = JSON.stringify(
    { message: injectedReplyMessage(current, message), ...extra },
    null,
    2,
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    writeFailures([
      ...failures,
      {
        path: chosen.path,
        method: chosen.method,
        status: current,
        message,
        fields: extra,
        once,
      },
    ]);
  };

  return (
    <Section>
      <legend>Failures</legend>
      <Muted>
        Make the mocked server fail an operation of the API, so a screen shows its error.
      </Muted>
      <form onSubmit={add} noValidate>
        <Stack $gap="sm">
          <Field>
            <Label htmlFor={`${ids}-search`}>Find an operation</Label>
            <Input
              id={`${ids}-search`}
              type="search"
              value={search}
              placeholder="medications, POST, /api/dashboard"
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          <Field>
            <Label htmlFor={`${ids}-operation`}>Operation ({shown.length})</Label>
            <Select
              id={`${ids}-operation`}
              value={chosen?.id ?? ''}
              onChange={(event) => setOperation(event.target.value)}
              disabled={!shown.length}
            >
              {shown.map(({ id, method, path }) => (
                <option key={id} value={id}>
                  {method} {path}
                </option>
              ))}
            </Select>
          </Field>
          <Row $wrap $gap="sm">
            <Field>
              <Label htmlFor={`${ids}-status`}>Status</Label>
              <Select
                id={`${ids}-status`}
                value={current}
                onChange={(event) => setStatus(Number(event.target.value))}
              >
                {statuses.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </Field>
            <Wide>
              <Label htmlFor={`${ids}-message`}>Message</Label>
              <Input
                id={`${ids}-message`}
                value={shownMessage}
                onChange={(event) => {
                  setStatus(current);
                  setTyped({ key, text: event.target.value });
                }}
              />
            </Wide>
          </Row>
          <Figure aria-labelledby={`${ids}-body`}>
            <figcaption id={`${ids}-body`}>Documented error body</figcaption>
            {/* Scrollable, so reachable by keyboard. */}
            <Code tabIndex={0}>{reply}</Code>
            {!documented && (
              <Muted>
                The document gives no example for {current}: this is the mocked server&apos;s own
                message.
              </Muted>
            )}
          </Figure>
          <Choice>
            <input
              type="checkbox"
              checked={once}
              onChange={(event) => setOnce(event.target.checked)}
            />
            Next request only
          </Choice>
          <div>
            <Button type="submit" disabled={!chosen}>
              Add failure
            </Button>
          </div>
        </Stack>
      </form>
      {failures.length ? (
        <>
          <Active aria-label="Active failures">
            {failures.map((rule, index) => (
              <li key={`${ruleLabel(rule)}-${index}`}>
                <span>{ruleLabel(rule)}</span>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Remove ${ruleLabel(rule)}`}
                  onClick={() => writeFailures(failures.filter((_, i) => i !== index))}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </Active>
          <div>
            <Button type="button" $variant="secondary" onClick={() => writeFailures([])}>
              Clear all failures
            </Button>
          </div>
        </>
      ) : (
        <Muted>No failures are active.</Muted>
      )}
    </Section>
  );
}
