import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  min-height: ${({ theme }) => theme.touchTarget};
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The track is 44 px wide and the whole button at least 44 px tall: a full touch target. */
const Track = styled.button`
  flex-shrink: 0;
  position: relative;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 10px;
    height: 24px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.borderStrong};
    transition: background-color ${({ theme }) => theme.motion.fast};
  }
  &::after {
    content: '';
    position: absolute;
    top: 13px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-checked='true']::before {
    background: ${({ theme }) => theme.color.primary};
  }
  &[aria-checked='true']::after {
    transform: translateX(20px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* Forced colours drop backgrounds, which are all a switch is drawn with: an outlined track, a
     thumb in the text colour, and the track filled with the highlight colour when on. */
  @media (forced-colors: active) {
    &::before {
      border: 2px solid ButtonText;
    }
    &::after {
      forced-color-adjust: none;
      background: ButtonText;
    }
    &[aria-checked='true']::before {
      forced-color-adjust: none;
      background: Highlight;
      border-color: Highlight;
    }
    &[aria-checked='true']::after {
      background: HighlightText;
    }
    &:disabled::before {
      border-color: GrayText;
    }
    &:disabled::after {
      background: GrayText;
    }
  }
`;

interface SwitchProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting: a button with role "switch", named by its label and described by its text. */
export function Switch({ label, description, checked, onChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        {description && <p id={`${id}-description`}>{description}</p>}
      </Text>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
