import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Row } from './layout';

/**
 * What a simulated provider's consent page (Google's sign-in, a device's authorization) shows
 * around its own text: the badge that says so, and its Cancel and Allow.
 */

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-self: start;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled(Row)`
  justify-content: flex-end;
`;

/** The page's first line: a simulation, and nothing leaves the browser. */
export function SimulatedBadge({ children }: { children: ReactNode }) {
  return (
    <Badge>
      <FlaskConical size={16} aria-hidden="true" />
      {children}
    </Badge>
  );
}

interface ConsentActionsProps {
  /** While the answer is sent both buttons wait, and Allow says `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  onCancel: () => void;
  onAllow: () => void;
  /** Attributes of the Allow button, such as `needsApi`. */
  allowAttributes?: object;
}

export function ConsentActions({
  pending,
  pendingLabel,
  onCancel,
  onAllow,
  allowAttributes,
}: ConsentActionsProps) {
  return (
    <Actions $wrap>
      <Button type="button" $variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="button" onClick={onAllow} disabled={pending} {...allowAttributes}>
        {pending ? pendingLabel : 'Allow'}
      </Button>
    </Actions>
  );
}
