import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Download, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useId, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { ErrorText, Field, Input, Label } from '@/components/form-field';
import { Row, Stack } from '@/components/layout';
import { useToast } from '@/components/toast';
import { callApi } from '@/lib/api/client';
import { API_OPERATIONS } from '@/lib/api/operations';
import { ApiError } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';
import { switchUser } from '@/lib/auth';
import {
  REQUEST_LOG_SIZE,
  bodyText,
  onRequestLogChange,
  readRequestLog,
  type LoggedRequest,
} from '@/lib/request-log';
import {
  DEFAULT_FAILURE_MESSAGES,
  LATENCY_PRESETS,
  LATENCY_STORAGE_KEY,
  MAX_LATENCY_MS,
  onDemoSettingsChange,
  readFailures,
  writeFailures,
  writeLatency,
  type FailureRule,
} from '@/lib/demo-controls';

/** Every operation of the API document, as the failure picker lists it; `{id}` as `:id`. */
const OPERATIONS = Object.entries(API_OPERATIONS).map(([id, { method, path }]) => ({
  id,
  method,
  path: path.replace(/\{(\w+)\}/g, ':$1'),
}));

type DemoData = Schema<'DemoData'>;

const STATUSES = Object.keys(DEFAULT_FAILURE_MESSAGES).map(Number);

interface DemoSettings {
  latency: string | null;
  failures: FailureRule[];
}

/** The settings as saved, read again whenever the panel or another tab changes them. */
function useDemoSettings(): DemoSettings {
  const snapshot = useSyncExternalStore(
    (changed) => {
      const off = onDemoSettingsChange(changed);
      window.addEventListener('storage', changed);
      return () => {
        off();
        window.removeEventListener('storage', changed);
      };
    },
    () =>
      JSON.stringify({
        latency: localStorage.getItem(LATENCY_STORAGE_KEY),
        failures: readFailures(),
      }),
  );
  return useMemo(() => JSON.parse(snapshot) as DemoSettings, [snapshot]);
}

function latencyLabel(setting: string | null): string {
  const preset = LATENCY_PRESETS.find((item) => item.setting === setting);
  if (preset) return preset.label;
  const [min, max] = (setting ?? '').split('-');
  return `${min}–${max ?? min} ms`;
}

const ruleLabel = (rule: FailureRule) =>
  `${rule.method ?? 'Any'} ${rule.path} → ${rule.status}, ${rule.once ? 'next request only' : 'every request'}`;

/** What is on, in a few words: "Slow (1–3 s) · 2 failures"; empty when nothing is. */
export function activeSummary({ latency, failures }: DemoSettings): string {
  const parts = [
    ...(latency === null ? [] : [latencyLabel(latency)]),
    ...(failures.length ? [`${failures.length} failure${failures.length > 1 ? 's' : ''}`] : []),
  ];
  return parts.join(' · ');
}

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
`;

const Select = styled(Input).attrs({ as: 'select' })``;

/** A field that takes the rest of its row. */
const Wide = styled(Field)`
  flex: 1 1 12rem;
`;

const Active = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

function LatencySection({ latency }: { latency: string | null }) {
  const preset = LATENCY_PRESETS.find((item) => item.setting === latency)?.id ?? 'custom';
  const [custom, setCustom] = useState(preset === 'custom');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const min = Number(from);
    const max = to === '' ? min : Number(to);
    const whole = (value: number) => Number.isInteger(value) && value >= 0;
    if (from === '' || !whole(min) || !whole(max) || max < min || max > MAX_LATENCY_MS) {
      setError(
        `Enter whole milliseconds from 0 to ${MAX_LATENCY_MS.toLocaleString('en-US')}, the second no smaller than the first.`,
      );
      return;
    }
    setError(null);
    writeLatency(min === max ? `${min}` : `${min}-${max}`);
  };

  return (
    <Section>
      <legend>Latency</legend>
      <Muted>How long the mocked server takes to answer. Now: {latencyLabel(latency)}.</Muted>
      {LATENCY_PRESETS.map((item) => (
        <Choice key={item.id}>
          <input
            type="radio"
            name="latency"
            checked={!custom && preset === item.id}
            onChange={() => {
              setCustom(false);
              writeLatency(item.setting);
            }}
          />
          {item.label}
        </Choice>
      ))}
      <Choice>
        <input
          type="radio"
          name="latency"
          checked={custom || preset === 'custom'}
          onChange={() => setCustom(true)}
        />
        A range I type in
      </Choice>
      {(custom || preset === 'custom') && (
        <form onSubmit={applyCustom} noValidate>
          <Row $wrap $gap="sm">
            <Field>
              <Label htmlFor={`${errorId}-from`}>From (ms)</Label>
              <Input
                id={`${errorId}-from`}
                inputMode="numeric"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={!!error}
              />
            </Field>
            <Field>
              <Label htmlFor={`${errorId}-to`}>To (ms)</Label>
              <Input
                id={`${errorId}-to`}
                inputMode="numeric"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={!!error}
              />
            </Field>
            <Button type="submit" $variant="secondary">
              Apply latency
            </Button>
          </Row>
          <ErrorText id={errorId} aria-live="polite">
            {error}
          </ErrorText>
        </form>
      )}
    </Section>
  );
}

function FailuresSection({ failures }: { failures: FailureRule[] }) {
  const [search, setSearch] = useState('');
  const [operation, setOperation] = useState(OPERATIONS[0].id);
  const [status, setStatus] = useState(500);
  const [message, setMessage] = useState(DEFAULT_FAILURE_MESSAGES[500]);
  const [once, setOnce] = useState(false);
  const ids = useId();
  const shown = OPERATIONS.filter(({ id, method, path }) =>
    `${method} ${path} ${id}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const chosen = shown.find((item) => item.id === operation) ?? shown[0];

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    writeFailures([
      ...failures,
      {
        path: chosen.path,
        method: chosen.method,
        status,
        message: message.trim() || undefined,
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
                value={status}
                onChange={(event) => {
                  const next = Number(event.target.value);
                  setStatus(next);
                  setMessage(DEFAULT_FAILURE_MESSAGES[next]);
                }}
              >
                {STATUSES.map((code) => (
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
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </Wide>
          </Row>
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

const Log = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  max-height: 24rem;
  overflow-y: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
  summary {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  details[open] > summary svg {
    transform: rotate(90deg);
  }
  summary span:nth-child(3) {
    flex: 1;
    overflow-wrap: anywhere;
  }
  pre {
    max-height: 12rem;
    overflow: auto;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** One answered request; its bodies are read when it is opened. */
function LoggedExchange({ entry }: { entry: LoggedRequest }) {
  const [bodies, setBodies] = useState<[string, string] | null>(null);
  return (
    <li>
      <details
        onToggle={(event) => {
          if (event.currentTarget.open && !bodies) {
            void Promise.all([bodyText(entry.request), bodyText(entry.response)]).then(setBodies);
          }
        }}
      >
        <summary>
          <ChevronRight size={16} aria-hidden="true" />
          <span>{entry.method}</span>
          <span>{entry.path}</span>
          <span>{entry.status}</span>
          <span>{entry.ms} ms</span>
        </summary>
        {bodies ? (
          <>
            <p>Request body</p>
            <pre>{bodies[0]}</pre>
            <p>Response body</p>
            <pre>{bodies[1]}</pre>
          </>
        ) : (
          <Muted>Reading the bodies...</Muted>
        )}
      </details>
    </li>
  );
}

function RequestLogSection() {
  const log = useSyncExternalStore(onRequestLogChange, readRequestLog);
  const [filter, setFilter] = useState('');
  const id = useId();
  const words = filter.trim().toLowerCase();
  const shown = log.filter((entry) =>
    `${entry.method} ${entry.path} ${entry.status}`.toLowerCase().includes(words),
  );
  return (
    <Section>
      <legend>Request log</legend>
      <Muted>
        The last {REQUEST_LOG_SIZE} requests the mocked server answered in this tab, newest first.
        Open one to see what the screen sent and what came back.
      </Muted>
      <Field>
        <Label htmlFor={id}>Filter the log</Label>
        <Input
          id={id}
          type="search"
          value={filter}
          placeholder="GET, /api/medications, 500"
          onChange={(event) => setFilter(event.target.value)}
        />
      </Field>
      {shown.length ? (
        <Log aria-label={`Requests (${shown.length})`}>
          {shown.map((entry) => (
            <LoggedExchange key={entry.id} entry={entry} />
          ))}
        </Log>
      ) : (
        <Muted>{log.length ? 'No request matches the filter.' : 'No requests yet.'}</Muted>
      )}
    </Section>
  );
}

/** The whole demo database to a file and back, so a prepared demo can travel. */
function DemoDataSection({ onLoaded }: { onLoaded: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const download = async () => {
    setProblem(null);
    try {
      const data = await callApi('exportDemoData');
      const link = document.createElement('a');
      link.href = URL.createObjectURL(
        new Blob([JSON.stringify(data)], { type: 'application/json' }),
      );
      link.download = `vitalis-demo-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      setProblem(reasonOf(error, 'The demo data could not be exported. Please try again.'));
    }
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      let data: DemoData;
      try {
        data = JSON.parse(await file.text()) as DemoData;
      } catch {
        throw new Error(NOT_DEMO_DATA);
      }
      const { message } = await callApi('importDemoData', { body: data });
      await switchUser(queryClient, null, null);
      onLoaded();
      navigate('/auth/login');
      toast({ title: 'Demo data imported', description: message, variant: 'success' });
    } catch (error) {
      setProblem(reasonOf(error, NOT_DEMO_DATA));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section>
      <legend>Demo data</legend>
      <Muted>
        Save every account and record of this browser to a file, and load one here or in another
        browser: a demo prepared once can be handed over. Loading a file replaces everything, and
        everyone signs in again.
      </Muted>
      <div>
        <Button type="button" $variant="secondary" onClick={() => void download()}>
          <Download size={18} aria-hidden="true" /> Download demo data
        </Button>
      </div>
      <Field>
        <Label htmlFor={id}>Load demo data from a file</Label>
        <Input
          id={id}
          type="file"
          accept="application/json,.json"
          disabled={busy}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            void load(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Field>
      {problem && (
        <ErrorText id={`${id}-problem`} role="alert">
          {problem}
        </ErrorText>
      )}
    </Section>
  );
}

const NOT_DEMO_DATA = 'This file is not Vitalis demo data; nothing was changed.';

/** The server's reason, or what to say without one. */
function reasonOf(error: unknown, otherwise: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : otherwise;
}

/**
 * The Demo controls (mocking on only): the mocked server's latency and the failures it injects,
 * kept in this browser; the demo data to a file and back; and the log of what it answered. `Trigger` is the button that opens the panel, shown with what is on.
 */
export function DemoControls({ trigger: Trigger }: { trigger: typeof Button }) {
  const settings = useDemoSettings();
  const summary = activeSummary(settings);
  const [open, setOpen] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Trigger type="button">
          <SlidersHorizontal size={18} aria-hidden="true" /> Demo controls
          {summary && <Muted as="small"> ({summary})</Muted>}
        </Trigger>
      </DialogTrigger>
      <DialogContent
        title="Demo controls"
        description="Settings of the mocked server in this browser. They stay until you change them."
      >
        <Stack>
          <LatencySection latency={settings.latency} />
          <FailuresSection failures={settings.failures} />
          <DemoDataSection onLoaded={() => setOpen(false)} />
          <RequestLogSection />
        </Stack>
      </DialogContent>
    </DialogRoot>
  );
}
