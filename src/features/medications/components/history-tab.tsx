import dayjs from 'dayjs';
import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ColumnHeads } from '@/components/table';
import { plainList } from '@/components/layout';
import { Card, CardTitle, Muted } from '@/components/card';
import { Input, Label } from '@/components/form-field';
import { ScrollRegion } from '@/components/scroll-region';
import { statusTone, type StatusTone } from '@/components/status-badge';
import type { Schema } from '@/lib/api/contract';
import type { MedicationHistory, MedicationHistoryReport } from '../api';

type Adherence = Schema<'Adherence'>;
type AdherenceDay = Schema<'AdherenceDay'>;

/** One column that never grows past the screen: the adherence table scrolls in its own region. */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 24rem;
`;

const Calendar = styled.ol`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const Weekday = styled.li`
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Day = styled.li<{ $tone: StatusTone | 'empty' }>`
  min-height: ${({ theme }) => theme.touchTarget};
  display: grid;
  place-items: center;
  align-content: center;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'empty' ? theme.color.border : theme.color[$tone])};
  background: ${({ theme, $tone }) =>
    $tone === 'empty' ? 'transparent' : theme.color[`${$tone}Soft`]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  small {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Legend = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const percentText = (adherence: Adherence) =>
  adherence.percent === null
    ? 'Nothing due'
    : `${adherence.percent}% (${adherence.taken} of ${adherence.due})`;

const loggedText = (adherence: Adherence) =>
  `${adherence.taken} ${adherence.taken === 1 ? 'dose' : 'doses'} logged`;

/** All taken green, some yellow, none red; nothing due outlined; as-needed: a dose logged is green. */
function dayTone(day: AdherenceDay, asNeeded: boolean): StatusTone | 'empty' {
  if (asNeeded) return day.taken > 0 ? statusTone('good') : 'empty';
  if (day.due === 0) return 'empty';
  if (day.taken >= day.due) return statusTone('good');
  return day.taken > 0 ? statusTone('monitor') : statusTone('high');
}

function dayLabel(day: AdherenceDay, asNeeded: boolean): string {
  const date = dayjs(day.date).format('MMMM D');
  if (asNeeded) return `${date}: ${day.taken} ${day.taken === 1 ? 'dose' : 'doses'} logged`;
  if (day.due === 0) return `${date}: nothing due`;
  return `${date}: ${day.taken} of ${day.due} doses taken`;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function DayCalendar({ days, asNeeded }: { days: AdherenceDay[]; asNeeded: boolean }) {
  // Monday-first weeks: empty places before the first day.
  const offset = (dayjs(days[0].date).day() + 6) % 7;
  return (
    <Calendar aria-label="The last 30 days">
      {WEEKDAYS.map((weekday) => (
        <Weekday key={weekday} aria-hidden="true">
          {weekday}
        </Weekday>
      ))}
      {Array.from({ length: offset }, (_, i) => (
        <li key={`blank-${i}`} aria-hidden="true" />
      ))}
      {days.map((day) => (
        <Day key={day.date} $tone={dayTone(day, asNeeded)} aria-label={dayLabel(day, asNeeded)}>
          <span aria-hidden="true">{dayjs(day.date).date()}</span>
          <small aria-hidden="true">
            {asNeeded
              ? day.taken
                ? `×${day.taken}`
                : ''
              : day.due
                ? `${day.taken}/${day.due}`
                : ''}
          </small>
        </Day>
      ))}
    </Calendar>
  );
}

interface HistoryTabProps {
  report: MedicationHistoryReport;
  /** The medicine the calendar shows, or null for every scheduled medicine together. */
  selected: string | null;
  onSelect: (medicationId: string | null) => void;
}

/** Medication History: adherence over 7 and 30 days (doses taken of doses due) and the last 30 days. */
export function HistoryTab({ report, selected, onSelect }: HistoryTabProps) {
  const selectId = useId();
  const tableId = useId();
  const calendarId = useId();
  const medication: MedicationHistory | undefined = report.medications.find(
    (item) => item.medicationId === selected,
  );
  const asNeeded = medication?.frequency === 'as_needed';
  const days = medication ? medication.days : report.days;
  const from = dayjs(report.from).format('MMMM D');
  const to = dayjs(report.to).format('MMMM D, YYYY');

  if (report.medications.length === 0) {
    return (
      <Card>
        <CardTitle>No history yet</CardTitle>
        <Muted>
          Add a medication and mark your doses taken: how well you keep to it shows here.
        </Muted>
      </Card>
    );
  }

  return (
    <Stack>
      <Card as="section" aria-labelledby={tableId}>
        <CardTitle id={tableId}>Adherence</CardTitle>
        <Muted>
          Doses taken of doses due, {from} to {to}. Today counts only the doses already past their
          time.
        </Muted>
        <ScrollRegion aria-label="Adherence table, scrolls sideways">
          <Table>
            <ColumnHeads names={['Medicine', 'Last 7 days', 'Last 30 days']} />
            <tbody>
              <tr>
                <th scope="row">All scheduled medicines</th>
                <td>{percentText(report.last7Days)}</td>
                <td>{percentText(report.last30Days)}</td>
              </tr>
              {report.medications.map((item) => (
                <tr key={item.medicationId}>
                  <th scope="row">
                    {item.name} <Muted as="span">{item.dosage}</Muted>
                  </th>
                  <td>
                    {item.frequency === 'as_needed'
                      ? loggedText(item.last7Days)
                      : percentText(item.last7Days)}
                  </td>
                  <td>
                    {item.frequency === 'as_needed'
                      ? loggedText(item.last30Days)
                      : percentText(item.last30Days)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </Card>
      <Card as="section" aria-labelledby={calendarId}>
        <Stack>
          <div>
            <CardTitle id={calendarId}>
              {medication ? `${medication.name}: the last 30 days` : 'The last 30 days'}
            </CardTitle>
            <Legend>
              {asNeeded
                ? 'Green: a dose was logged that day.'
                : 'Green: every dose taken. Yellow: some. Red: none. Outlined: nothing due.'}
            </Legend>
          </div>
          <Controls>
            <Label htmlFor={selectId}>Medicine</Label>
            <Input
              as="select"
              id={selectId}
              value={selected ?? ''}
              onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                onSelect(event.target.value || null)
              }
            >
              <option value="">All scheduled medicines</option>
              {report.medications.map((item) => (
                <option key={item.medicationId} value={item.medicationId}>
                  {item.name}
                </option>
              ))}
            </Input>
          </Controls>
          <DayCalendar days={days} asNeeded={asNeeded} />
        </Stack>
      </Card>
    </Stack>
  );
}
