import styled from 'styled-components';
import { Button } from './button';
import { DialogCancel, DialogContent, DialogRoot } from './dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** What the button says while it works; "Deleting..." unless given. */
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
}

/** Asks before something is deleted or replaced; the danger button says what will happen. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel = 'Deleting...',
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <Actions>
          <DialogCancel />
          <Button type="button" $variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </Actions>
      </DialogContent>
    </DialogRoot>
  );
}
