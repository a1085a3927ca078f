import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The one button style; render it as a link with `as={Link}` and `to`. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  /* A label longer than the room (at 320 px, with wider text spacing) wraps, never widens the page. */
  text-align: center;
  transition: background-color ${({ theme }) => theme.motion.fast};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.borderStrong};
          &:hover:not(:disabled) {
            background: ${theme.color.surfaceMuted};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.text};
          &:hover:not(:disabled) {
            background: ${theme.color.surfaceMuted};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.dangerText};
        `;
    }
  }}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A square button holding only an icon: it needs an aria-label. */
export const IconButton = styled(Button).attrs({ $variant: 'ghost' as ButtonVariant })`
  min-width: ${({ theme }) => theme.touchTarget};
  padding: 0;
`;

/** The secondary button as a component of its own, for props that take a button (`trigger`). */
export const SecondaryButton = styled(Button).attrs({ $variant: 'secondary' as ButtonVariant })``;

interface AddButtonProps {
  onClick: () => void;
  $variant?: ButtonVariant;
  children: ReactNode;
}

/** A button that adds something (Add Data, Log Meal): the plus sign before its label. */
export function AddButton({ onClick, $variant, children }: AddButtonProps) {
  return (
    <Button type="button" $variant={$variant} onClick={onClick}>
      <Plus size={18} aria-hidden="true" />
      {children}
    </Button>
  );
}
