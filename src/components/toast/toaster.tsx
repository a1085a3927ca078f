import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/lib/constants';
import { Button } from '@/components/button';
import { ToastAnnouncer } from './toast-announcer';
import { useToast } from './toast-provider';
import { isUrgent, type ToastVariant } from './toast-state';

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(${({ theme }) => theme.layout.toastWidth}, 100vw);
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  outline: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $variant }) =>
      $variant === 'destructive'
        ? theme.color.danger
        : $variant === 'success'
          ? theme.color.success
          : theme.color.border};
  background: ${({ theme, $variant }) =>
    $variant === 'destructive' ? theme.color.dangerSoft : theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ActionRow = styled.div`
  grid-column: 1;
`;

const Close = styled(RadixToast.Close)`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  margin: -${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  cursor: pointer;
`;

/**
 * The notification region: one toast at a time, shown for 5000 ms (Storybook keeps it until it is
 * dismissed: `duration` Infinity), reachable with F8, and dismissed by a swipe to the right past
 * 50 px. Screen readers hear each toast from ToastAnnouncer.
 */
export function Toaster({ duration = TOAST_DURATION_MS }: { duration?: number }) {
  const { toasts, dismiss } = useToast();
  // Radix's own announcement goes to a fragment no page holds: ToastAnnouncer says each toast.
  const [muted] = useState(() => document.createDocumentFragment());
  return (
    <RadixToast.Provider
      announcerContainer={muted}
      duration={duration}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notifications"
    >
      {toasts.map(({ id, title, description, variant = 'default', action, duration, open }) => (
        <Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => !next && dismiss(id)}
          $variant={variant}
          type={isUrgent(variant) ? 'foreground' : 'background'}
        >
          <div>
            {title && <Title>{title}</Title>}
            {description && <Description>{description}</Description>}
          </div>
          <Close aria-label="Close">
            <X size={18} aria-hidden="true" />
          </Close>
          {action && (
            <ActionRow>
              <RadixToast.Action asChild altText={action.altText}>
                <Button type="button" onClick={action.onAction}>
                  {action.label}
                </Button>
              </RadixToast.Action>
            </ActionRow>
          )}
        </Root>
      ))}
      <Viewport hotkey={[TOAST_HOTKEY]} />
      <ToastAnnouncer />
    </RadixToast.Provider>
  );
}
