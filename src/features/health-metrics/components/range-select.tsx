import { useId } from 'react';
import styled from 'styled-components';
import { RANGES, type MetricRange } from '../view-params';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Select = styled.select`
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: 12rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

/** The time-range selector, a native select: labelled, and at home on a phone. */
export function RangeSelect({
  value,
  onChange,
}: {
  value: MetricRange;
  onChange: (range: MetricRange) => void;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>Time range</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MetricRange)}
      >
        {RANGES.map((range) => (
          <option key={range.value} value={range.value}>
            {range.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
