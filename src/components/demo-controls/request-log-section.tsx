import { ChevronRight } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Muted } from '@/components/card';
import { Field, Input, Label } from '@/components/form-field';
import { writeRequestLogRecording } from '@/lib/demo-controls';
import {
  REQUEST_LOG_SIZE,
  bodyText,
  onRequestLogChange,
  readRequestLog,
  type LoggedRequest,
} from '@/lib/request-log';
import { Choice, Code, Section } from './parts';

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
`;

/** One answered request; its bodies, when they were kept, are read when it is opened. */
function LoggedExchange({ entry }: { entry: LoggedRequest }) {
  const [bodies, setBodies] = useState<[string, string] | null>(null);
  const kept = entry.bodies;
  return (
    <li>
      <details
        onToggle={(event) => {
          if (event.currentTarget.open && kept && !bodies) {
            void Promise.all([bodyText(kept.request), bodyText(kept.response)]).then(setBodies);
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
            {/* Scrollable, so reachable by keyboard. */}
            <p>Request body</p>
            <Code tabIndex={0} aria-label="Request body">
              {bodies[0]}
            </Code>
            <p>Response body</p>
            <Code tabIndex={0} aria-label="Response body">
              {bodies[1]}
            </Code>
          </>
        ) : kept ? (
          <Muted>Reading the bodies...</Muted>
        ) : (
          <Muted>
            The bodies were not kept: this panel was closed. Keep request bodies while it is closed
            to see them next time.
          </Muted>
        )}
      </details>
    </li>
  );
}

/**
 * The last requests the mocked server answered, filterable, each opening its bodies. Every request
 * has its line; the bodies are kept while the panel is open, and with it closed only when switched
 * on: otherwise the app pays nothing for them.
 */
export function RequestLogSection({ recording }: { recording: boolean }) {
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
        Open one to see what the screen sent and what came back (kept while this panel is open, or
        always when switched on below).
      </Muted>
      <Choice>
        <input
          type="checkbox"
          checked={recording}
          onChange={(event) => writeRequestLogRecording(event.target.checked)}
        />
        Keep request bodies while this panel is closed
      </Choice>
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
