import dayjs from 'dayjs';
import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Skeleton } from '@/components/skeleton';
import { StatusBadge } from '@/components/status-badge';
import { QueryBoundary } from '@/components/load-states';
import { useToast } from '@/components/toast';
import { doseId } from '@/lib/medications/doses';
import {
  useRecordDose,
  useSchedule,
  useUndoDose,
  type MedicationSchedule,
  type ScheduledDose,
} from '../api';

/** How long a dose just marked keeps its Undo button. */
export const UNDO_WINDOW_MS = 10_000;

/** The keys focus is handed to by (see useFocusHandOff): the schedule itself and its buttons. */
const SCHEDULE_FOCUS = 'schedule';
const undoKey = (recentId: string) => `undo:${recentId}`;
const markKey = (medicationId: string, time?: string) => `mark:${medicationId}@${time ?? ''}`;

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.lg}
  );
  &:focus-visible {
    outline-offset: 4px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  > svg {
    color: ${({ theme }) => theme.color.primary};
    flex-shrink: 0;
  }
`;

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: 3.5rem 1fr;
    > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Time = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const What = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  flex-wrap: wrap;
`;

const SubTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
`;

const STATUS_BADGE: Record<ScheduledDose['status'], string> = {
  taken: 'good',
  due: 'monitor',
  missed: 'high',
  upcoming: 'none',
};

function statusText(dose: ScheduledDose): string {
  switch (dose.status) {
    case 'taken':
      return `Taken at ${dose.takenAt}`;
    case 'due':
      return 'Due now';
    case 'missed':
      return 'Missed';
    case 'upcoming':
      return 'Upcoming';
  }
}

/** A scheduled dose as its row is named: "Metformin 500 mg at 08:00". */
const doseLabel = (dose: ScheduledDose) => `${dose.name} ${dose.dosage} at ${dose.time}`;

/** A dose as the schedule names it, or an as-needed medicine as "Sumatriptan 50 mg". */
function doseName(schedule: MedicationSchedule, medicationId: string, time?: string) {
  const dose = schedule.doses.find((d) => d.medicationId === medicationId && d.time === time);
  if (dose) return doseLabel(dose);
  const item = schedule.asNeeded.find((i) => i.medicationId === medicationId);
  return item && `${item.name} ${item.dosage}`;
}

/**
 * Keeps keyboard focus on the schedule as its buttons swap: Mark Taken for Undo and back, an
 * as-needed Undo gone after an undo. `handTo(key)` names the button that takes over; the button
 * with that key (`focusRef(key)`) takes focus as it renders once focus has fallen to the page
 * with the button that went, and never if the user has moved on meanwhile.
 */
function useFocusHandOff() {
  const next = useRef<{ key: string; from: Element | null } | null>(null);
  const handTo = (key: string | null) => {
    next.current = key === null ? null : { key, from: document.activeElement };
  };
  const focusRef = (key: string) => (element: HTMLElement | null) => {
    if (!element || next.current?.key !== key) return;
    const focused = document.activeElement;
    // Still on the button that is going (an Undo while its undo is sent): wait for it to go.
    if (focused !== document.body && focused === next.current.from) return;
    next.current = null;
    if (focused === document.body) element.focus();
  };
  return { handTo, focusRef };
}

/** Doses just recorded in this visit, by dose id, until their undo window closes. */
function useRecent(onExpire: (id: string) => void) {
  const [recent, setRecent] = useState<Set<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const drop = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setRecent((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  };
  const add = (id: string) => {
    setRecent((current) => new Set(current).add(id));
    timers.current.set(
      id,
      setTimeout(() => {
        onExpire(id);
        drop(id);
      }, UNDO_WINDOW_MS),
    );
  };
  return { recent, add, drop };
}

function LoadingRows() {
  return (
    <List aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <Row key={key}>
          <Skeleton $width="3rem" />
          <Skeleton $width="60%" />
          <Skeleton $width="6rem" $height="2.75rem" />
        </Row>
      ))}
    </List>
  );
}

interface ScheduleCardProps {
  /** Move focus here once the schedule has loaded (the dashboard's Schedule quick action). */
  focusOnLoad: boolean;
  onAddMedication: () => void;
}

/**
 * Today's Medication Schedule: one row per dose due today in time order, each upcoming, due, taken
 * or missed as the server reads the clock; Mark Taken records the dose now (Undo for a short while),
 * and each as-needed medicine offers Log a dose.
 */
export function ScheduleCard({ focusOnLoad, onAddMedication }: ScheduleCardProps) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const schedule = useSchedule();
  const record = useRecordDose();
  const undo = useUndoDose();
  const { handTo, focusRef } = useFocusHandOff();
  // An Undo that times out with focus on it leaves nothing in its row: focus goes to the schedule.
  const { recent, add, drop } = useRecent((id) => {
    if (document.activeElement?.getAttribute('data-undo') === id) handTo(SCHEDULE_FOCUS);
  });
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const loaded = !!schedule.data;
  useEffect(() => {
    if (focusOnLoad && loaded) {
      // Focusing scrolls it into view; scroll-margin keeps it clear of the top bar.
      section.current?.focus();
    }
  }, [focusOnLoad, loaded]);

  const markTaken = async (medicationId: string, time?: string) => {
    setBusy(time ? `${medicationId}@${time}` : medicationId);
    // Disabled while it saves, the button can lose focus (a browser moves it off a disabled
    // control): it takes it back as it is enabled again, unless its dose is taken.
    let focusTo = markKey(medicationId, time);
    try {
      const dose = await record.mutateAsync({
        path: { id: medicationId },
        body: time ? { time } : {},
      });
      add(dose.id + medicationId);
      // A scheduled dose's Mark Taken becomes its Undo; an as-needed Log a dose stays.
      if (time) focusTo = undoKey(dose.id + medicationId);
      const medicine = schedule.data && doseName(schedule.data, medicationId, time);
      toast({
        title: 'Dose taken',
        description: `${medicine ?? 'The dose'} taken at ${dose.takenAt}.`,
        variant: 'success',
      });
    } catch {
      // The app shows the failure (the write declares it).
    } finally {
      handTo(focusTo);
      setBusy(null);
    }
  };

  const undoDose = async (medicationId: string, id: string, back: string) => {
    // Before the reply: the refreshed schedule may bring Mark Taken back before it resolves.
    handTo(back);
    try {
      await undo.mutateAsync({ path: { id: medicationId, doseId: id } });
      drop(id + medicationId);
    } catch {
      // The app shows the failure (the write declares it); Undo stays, focus with it.
      handTo(null);
    }
  };

  return (
    <Section
      ref={(element) => {
        section.current = element;
        focusRef(SCHEDULE_FOCUS)(element);
      }}
      id="schedule"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <Header>
        <CalendarClock size={24} aria-hidden="true" />
        <div>
          <CardTitle id={titleId}>Today&apos;s Medication Schedule</CardTitle>
          <Muted>{dayjs(schedule.data?.date).format('dddd, MMMM D, YYYY')}</Muted>
        </div>
      </Header>
      <QueryBoundary
        query={schedule}
        what="Today's schedule"
        skeleton={
          <div role="status" aria-label="Loading today's schedule">
            <LoadingRows />
          </div>
        }
      >
        {(data) => (
          <ScheduleLists
            data={data}
            recent={recent}
            busy={busy}
            onMark={markTaken}
            onUndo={undoDose}
            focusRef={focusRef}
            onAddMedication={onAddMedication}
          />
        )}
      </QueryBoundary>
    </Section>
  );
}

interface ScheduleListsProps {
  data: MedicationSchedule;
  recent: Set<string>;
  busy: string | null;
  onMark: (medicationId: string, time?: string) => void;
  /** Undoes a dose, then hands focus to the button with the key `back`. */
  onUndo: (medicationId: string, doseId: string, back: string) => void;
  focusRef: (key: string) => (element: HTMLElement | null) => void;
  onAddMedication: () => void;
}

function ScheduleLists({
  data,
  recent,
  busy,
  onMark,
  onUndo,
  focusRef,
  onAddMedication,
}: ScheduleListsProps) {
  if (data.doses.length === 0 && data.asNeeded.length === 0) {
    return (
      <div>
        <Muted>
          No doses are due today. Add a medicine with its reminder times and each dose appears here.
        </Muted>
        <Button type="button" $variant="secondary" onClick={onAddMedication}>
          Add Medication
        </Button>
      </div>
    );
  }
  return (
    <>
      {data.doses.length > 0 ? (
        <List aria-label="Doses due today">
          {data.doses.map((dose) => {
            const label = doseLabel(dose);
            return (
              <Row
                key={`${dose.medicationId}:${dose.doseId}`}
                aria-label={`${label}: ${statusText(dose)}`}
              >
                <Time>{dose.time}</Time>
                <What>
                  <Name>
                    {dose.name} <Muted as="span">{dose.dosage}</Muted>
                  </Name>
                  <span>
                    <StatusBadge status={STATUS_BADGE[dose.status]} label={statusText(dose)} />
                  </span>
                </What>
                <RowActions>
                  {dose.status === 'taken' ? (
                    recent.has(dose.doseId + dose.medicationId) && (
                      <Button
                        ref={focusRef(undoKey(dose.doseId + dose.medicationId))}
                        type="button"
                        $variant="secondary"
                        aria-label={`Undo ${label}`}
                        data-undo={dose.doseId + dose.medicationId}
                        onClick={() =>
                          onUndo(
                            dose.medicationId,
                            dose.doseId,
                            markKey(dose.medicationId, dose.time),
                          )
                        }
                      >
                        Undo
                      </Button>
                    )
                  ) : (
                    <Button
                      ref={focusRef(markKey(dose.medicationId, dose.time))}
                      type="button"
                      $variant={dose.status === 'upcoming' ? 'secondary' : 'primary'}
                      aria-label={`Mark Taken: ${label}`}
                      disabled={busy === `${dose.medicationId}@${dose.time}`}
                      onClick={() => onMark(dose.medicationId, dose.time)}
                    >
                      Mark Taken
                    </Button>
                  )}
                </RowActions>
              </Row>
            );
          })}
        </List>
      ) : (
        <Muted>No scheduled doses today.</Muted>
      )}
      {data.asNeeded.length > 0 && (
        <>
          <SubTitle>As needed</SubTitle>
          <List aria-label="As-needed medicines">
            {data.asNeeded.map((item) => {
              const last = item.taken.at(-1);
              return (
                <Row key={item.medicationId}>
                  <Time aria-hidden="true">—</Time>
                  <What>
                    <Name>
                      {item.name} <Muted as="span">{item.dosage}</Muted>
                    </Name>
                    <Muted as="span">
                      {item.taken.length
                        ? `Taken today at ${item.taken.map((dose) => dose.takenAt).join(', ')}`
                        : 'Not taken today'}
                    </Muted>
                  </What>
                  <RowActions>
                    {last && recent.has(doseId(data.date, last.time) + item.medicationId) && (
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={`Undo the dose of ${item.name} at ${last.takenAt}`}
                        data-undo={doseId(data.date, last.time) + item.medicationId}
                        onClick={() =>
                          onUndo(item.medicationId, last.id, markKey(item.medicationId))
                        }
                      >
                        Undo
                      </Button>
                    )}
                    <Button
                      ref={focusRef(markKey(item.medicationId))}
                      type="button"
                      $variant="secondary"
                      aria-label={`Log a dose of ${item.name}`}
                      disabled={busy === item.medicationId}
                      onClick={() => onMark(item.medicationId)}
                    >
                      Log a dose
                    </Button>
                  </RowActions>
                </Row>
              );
            })}
          </List>
        </>
      )}
    </>
  );
}
