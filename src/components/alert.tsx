import type { ReactNode } from 'react';
import styled from 'styled-components';

export type Tone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Soft`]};
  color: ${({ theme }) => theme.color.text};
  > svg {
    flex-shrink: 0;
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** 'alert' interrupts a screen reader; use it for errors that follow an action. */
  role?: 'alert' | 'status';
}

export function Alert({ tone = 'info', title, icon, children, role }: AlertProps) {
  return (
    <Box $tone={tone} role={role}>
      {icon}
      <div>
        {title && <Title>{title}</Title>}
        {children}
      </div>
    </Box>
  );
}
