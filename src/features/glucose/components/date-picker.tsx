import dayjs from 'dayjs';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '@/components/button';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { VisuallyHidden } from '@/components/visually-hidden';
import { listDate, pickerDate } from '../format';
import { todayIso } from '../view-params';

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;

const Weekday = styled.abbr`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
`;

const Day = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-current='date'] {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  &:hover:not(:disabled):not([aria-pressed='true']) {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
];

/** The days of a month's grid, Monday first, with blanks before the 1st. */
function monthCells(month: dayjs.Dayjs): (string | null)[] {
  const first = month.startOf('month');
  const blanks = (first.day() + 6) % 7;
  return [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length: month.daysInMonth() }, (_, i) =>
      first.add(i, 'day').format('YYYY-MM-DD'),
    ),
  ];
}

/**
 * The date picker: a button showing the day as "MMM dd, yyyy" that opens a one-month
 * calendar; a single day is chosen, future days are disabled. Arrow keys move by day and week.
 */
export function DatePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (date: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => dayjs(value).startOf('month'));
  const today = todayIso();
  const atLatest = month.isSame(dayjs(today), 'month');

  const choose = (date: string) => {
    onChange(date);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    const current = (event.target as HTMLElement).dataset.date;
    if (!step || !current) return;
    event.preventDefault();
    const next = dayjs(current).add(step, 'day');
    if (next.format('YYYY-MM-DD') > today) return;
    setMonth(next.startOf('month'));
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLButtonElement>(`[data-date="${next.format('YYYY-MM-DD')}"]`)
        ?.focus(),
    );
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setMonth(dayjs(value).startOf('month'));
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" $variant="secondary">
          <CalendarDays size={18} aria-hidden="true" />
          <VisuallyHidden>Date: </VisuallyHidden>
          {pickerDate(value)}
        </Button>
      </DialogTrigger>
      <DialogContent title="Choose a day" description="Days after today have no readings yet.">
        <MonthBar>
          <IconButton
            type="button"
            aria-label="Previous month"
            onClick={() => setMonth(month.subtract(1, 'month'))}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </IconButton>
          <strong aria-live="polite">{month.format('MMMM YYYY')}</strong>
          <IconButton
            type="button"
            aria-label="Next month"
            disabled={atLatest}
            onClick={() => setMonth(month.add(1, 'month'))}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </IconButton>
        </MonthBar>
        <Grid role="group" aria-label={month.format('MMMM YYYY')} onKeyDown={onKeyDown}>
          {WEEKDAYS.map(([short, long]) => (
            <Weekday key={short} title={long}>
              {short}
            </Weekday>
          ))}
          {monthCells(month).map((date, i) =>
            date === null ? (
              <span key={`blank-${i}`} />
            ) : (
              <Day
                key={date}
                type="button"
                data-date={date}
                aria-label={listDate(date)}
                aria-pressed={date === value}
                aria-current={date === today ? 'date' : undefined}
                disabled={date > today}
                onClick={() => choose(date)}
              >
                {dayjs(date).date()}
              </Day>
            ),
          )}
        </Grid>
      </DialogContent>
    </DialogRoot>
  );
}
