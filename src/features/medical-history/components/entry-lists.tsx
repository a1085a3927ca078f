import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { IconButton } from '@/components/button';
import { Muted } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { StatusDot, statusTone } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useDeleteCondition, useDeleteSurgery, type Condition, type Surgery } from '../api';
import { formatDate, statusText } from '../format';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Entry = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The delete button of an entry and its confirmation; the entry goes once the server says so. */
function useConfirmedDelete(remove: (id: string) => Promise<unknown>, what: string) {
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      await remove(target.id);
      toast({
        title: `${what} deleted`,
        description: `${target.name} was removed from your history.`,
        variant: 'success',
      });
      setTarget(null);
    } catch {
      // The app shows the failure (the write declares it).
    } finally {
      setPending(false);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title={`Delete this ${what.toLowerCase()}?`}
      description={`${target?.name ?? ''} will be removed from your medical history.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={confirm}
    />
  );
  const deleteButton = (entry: { id: string; name: string }) => (
    <IconButton type="button" aria-label={`Delete ${entry.name}`} onClick={() => setTarget(entry)}>
      <Trash2 size={18} aria-hidden="true" />
    </IconButton>
  );
  return { deleteButton, dialog };
}

export function SurgeryList({ surgeries }: { surgeries: Surgery[] }) {
  const remove = useDeleteSurgery();
  const { deleteButton, dialog } = useConfirmedDelete(
    (id) => remove.mutateAsync({ path: { id } }),
    'Surgery',
  );
  if (surgeries.length === 0) return <Muted>No surgeries recorded yet</Muted>;
  return (
    <>
      <List aria-label="Past surgeries">
        {surgeries.map((surgery) => (
          <Entry key={surgery.id}>
            <div>
              <h3>{surgery.type}</h3>
              <Muted>{formatDate(surgery.date)}</Muted>
              {surgery.hospital && <p>Hospital: {surgery.hospital}</p>}
              {surgery.doctor && <p>Doctor: {surgery.doctor}</p>}
              {surgery.description && <p>{surgery.description}</p>}
            </div>
            {deleteButton({ id: surgery.id, name: surgery.type })}
          </Entry>
        ))}
      </List>
      {dialog}
    </>
  );
}

export function ConditionList({ conditions }: { conditions: Condition[] }) {
  const remove = useDeleteCondition();
  const { deleteButton, dialog } = useConfirmedDelete(
    (id) => remove.mutateAsync({ path: { id } }),
    'Condition',
  );
  if (conditions.length === 0) return <Muted>No medical conditions recorded yet</Muted>;
  return (
    <>
      <List aria-label="Medical conditions">
        {conditions.map((condition) => (
          <Entry key={condition.id}>
            <div>
              <h3>{condition.name}</h3>
              <Status>
                <StatusDot $tone={statusTone(condition.status)} />
                {statusText(condition.status)}
              </Status>
              <Muted>Diagnosed: {formatDate(condition.diagnosisDate)}</Muted>
              {condition.notes && <p>{condition.notes}</p>}
            </div>
            {deleteButton({ id: condition.id, name: condition.name })}
          </Entry>
        ))}
      </List>
      {dialog}
    </>
  );
}
