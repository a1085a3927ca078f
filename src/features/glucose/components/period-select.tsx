import { useId } from 'react';
import styled from 'styled-components';
import { Field, Input, Label } from '@/components/form-field';
import { PERIODS, type RangeDays } from '../view-params';

const Narrow = styled(Field)`
  max-width: 14rem;
`;

/** The period of Weekly Trends and Meal Impact: 7, 14, 30 or 90 days. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: RangeDays;
  onChange: (days: RangeDays) => void;
}) {
  const id = useId();
  return (
    <Narrow>
      <Label htmlFor={id}>Period</Label>
      <Input
        as="select"
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as RangeDays)}
      >
        {PERIODS.map((days) => (
          <option key={days} value={days}>
            Last {days} days
          </option>
        ))}
      </Input>
    </Narrow>
  );
}
