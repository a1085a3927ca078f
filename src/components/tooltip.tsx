import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/constants';

/** True below a `TooltipProvider`. */
const TooltipScope = createContext(false);

/**
 * Opens a tooltip after 700 ms; moving to a neighbour within 300 ms opens it at once. The app
 * shell provides it around its pages, so the tooltips' code (a popper) is not part of the
 * first load of a full-page screen such as the landing.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <TooltipScope.Provider value>{children}</TooltipScope.Provider>
    </RadixTooltip.Provider>
  );
}

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

/** A tooltip; outside a `TooltipProvider` (a full-page screen) it brings its own. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const provided = useContext(TooltipScope);
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content sideOffset={6}>{content}</Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
