import styled from 'styled-components';
import {
  GLUCOSE_UNITS,
  useSaveUnitSettings,
  useUnitSettings,
  type GlucoseUnit,
} from '@/lib/settings/units';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const Option = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** The glucose unit, saved as the user's setting (the same one Settings shows). */
export function UnitSwitch() {
  const unit = useUnitSettings().data?.glucoseUnit ?? 'mg/dL';
  const save = useSaveUnitSettings();
  const choose = (next: GlucoseUnit) => {
    if (next === unit) return;
    // A failure shows as the write declares it.
    save.mutate({ body: { glucoseUnit: next } });
  };
  return (
    <Group role="group" aria-label="Glucose unit">
      {GLUCOSE_UNITS.map((option) => (
        <Option
          key={option}
          type="button"
          aria-pressed={option === unit}
          disabled={save.isPending}
          onClick={() => choose(option)}
        >
          {option}
        </Option>
      ))}
    </Group>
  );
}
