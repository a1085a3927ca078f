import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, IconButton } from './button';

export const DialogRoot = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled(RadixDialog.Content)<{ $placement: 'center' | 'left' }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  overflow-y: auto;
  ${({ $placement, theme }) =>
    $placement === 'left'
      ? css`
          top: 0;
          left: 0;
          bottom: 0;
          width: min(${theme.layout.sidebarWidth}, 85vw);
          padding: ${theme.space.lg};
        `
      : css`
          top: 50%;
          left: 50%;
          transform: translate(-50%, -50%);
          width: min(${theme.layout.dialogWidth}, calc(100vw - ${theme.space.xxl}));
          max-height: calc(100vh - ${theme.space.xxl});
          border-radius: ${theme.radius.lg};
          padding: ${theme.space.xl};
        `}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const DialogTitle = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const DialogDescription = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The fields a dialog's form starts on: the first that takes typing or a choice. */
const FIELD =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Focus as the dialog opens: on its first field, so a form starts where it is filled in; a dialog
 * with no field keeps Radix's first focusable element (its Close button). A radio group is entered
 * on its chosen radio, where Tab enters it (and where a screen reader says what is chosen).
 */
function focusFirstField(event: Event) {
  const dialog = event.currentTarget as HTMLElement;
  const field = dialog.querySelector<HTMLElement>(FIELD);
  if (!field) return;
  event.preventDefault();
  const chosen =
    field instanceof HTMLInputElement && field.type === 'radio'
      ? [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].find(
          (radio) => radio.name === field.name && !radio.disabled,
        )
      : undefined;
  (chosen ?? field).focus();
}

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** 'left' slides in as a navigation drawer. */
  placement?: 'center' | 'left';
  /** Called as focus would return to the trigger; `preventDefault()` keeps it where it goes. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A modal dialog with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  children,
  placement = 'center',
  onCloseAutoFocus,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <Overlay />
      <Panel
        $placement={placement}
        onOpenAutoFocus={focusFirstField}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Header>
          <DialogTitle>{title}</DialogTitle>
          <RadixDialog.Close asChild>
            <IconButton aria-label="Close">
              <X size={20} aria-hidden="true" />
            </IconButton>
          </RadixDialog.Close>
        </Header>
        {description ? (
          <DialogDescription>{description}</DialogDescription>
        ) : (
          <RadixDialog.Description hidden />
        )}
        {children}
      </Panel>
    </RadixDialog.Portal>
  );
}

/** The button that closes a dialog and does nothing else: Cancel, or as `children` says. */
export function DialogCancel({ children = 'Cancel' }: { children?: ReactNode }) {
  return (
    <DialogClose asChild>
      <Button type="button" $variant="secondary">
        {children}
      </Button>
    </DialogClose>
  );
}
