import styled from 'styled-components';
import { Button } from '@/components/button';
import { DialogCancel, DialogContent, DialogRoot } from '@/components/dialog';
import { SeverityBadge } from '@/components/severity-badge';
import type { Supplement } from '../api';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Source = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

interface InteractionWarningProps {
  supplement: Supplement | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before a supplement that interacts with a current medicine goes into the cart. */
export function InteractionWarning({ supplement, onConfirm, onCancel }: InteractionWarningProps) {
  return (
    <DialogRoot open={supplement !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title={supplement ? `${supplement.name} interacts with your medication` : ''}
        description="From a small demo table of well-documented pairs; not medical advice. Ask your pharmacist before taking them together."
      >
        {supplement && (
          <List>
            {supplement.interactions.map((item) => (
              <li key={item.medication + item.description}>
                <strong>{item.medication}</strong> <SeverityBadge severity={item.severity} />
                <p>{item.description}</p>
                <Source>Source: {item.source}</Source>
              </li>
            ))}
          </List>
        )}
        <Actions>
          <DialogCancel>Don&apos;t add</DialogCancel>
          <Button type="button" onClick={onConfirm}>
            Add anyway
          </Button>
        </Actions>
      </DialogContent>
    </DialogRoot>
  );
}
