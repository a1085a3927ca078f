import { History, Pencil, Pill } from 'lucide-react';
import styled from 'styled-components';
import { CardGrid, ItemCard } from '@/components/tiles';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { frequencyText, MEDICATION_TYPES } from '@/lib/medications/schedule';
import type { Medication } from '../api';

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const TypeBadge = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const Empty = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  > svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

interface MedicationCardsProps {
  medications: Medication[];
  onEdit: (medication: Medication) => void;
  onHistory: (medication: Medication) => void;
  onAdd: () => void;
}

/** Current Medications: a card per medicine, with Edit and History. */
export function MedicationCards({ medications, onEdit, onHistory, onAdd }: MedicationCardsProps) {
  if (medications.length === 0) {
    return (
      <Empty>
        <Pill size={36} aria-hidden="true" />
        <CardTitle>No medications yet</CardTitle>
        <Muted>
          Add your prescriptions, supplements and vitamins with the times you take them: you get
          today&apos;s schedule, a check for interactions and a record of how well you kept to it.
        </Muted>
        <Button type="button" onClick={onAdd}>
          Add Medication
        </Button>
      </Empty>
    );
  }
  return (
    <CardGrid aria-label="Current medications">
      {medications.map((medication) => (
        <ItemCard key={medication.id} aria-labelledby={`medication-${medication.id}`}>
          <Top>
            <div>
              <Name id={`medication-${medication.id}`}>{medication.name}</Name>
              <Muted>{medication.dosage}</Muted>
            </div>
            <TypeBadge>{MEDICATION_TYPES[medication.type]}</TypeBadge>
          </Top>
          <Facts>
            <dt>Frequency</dt>
            <dd>{frequencyText(medication)}</dd>
            <dt>Reminders</dt>
            <dd>
              {medication.reminderTimes.length ? medication.reminderTimes.join(', ') : 'None'}
            </dd>
            {medication.notes && (
              <>
                <dt>Notes</dt>
                <dd>{medication.notes}</dd>
              </>
            )}
          </Facts>
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              aria-label={`Edit ${medication.name}`}
              onClick={() => onEdit(medication)}
            >
              <Pencil size={16} aria-hidden="true" />
              Edit
            </Button>
            <Button
              type="button"
              $variant="secondary"
              aria-label={`History of ${medication.name}`}
              onClick={() => onHistory(medication)}
            >
              <History size={16} aria-hidden="true" />
              History
            </Button>
          </Actions>
        </ItemCard>
      ))}
    </CardGrid>
  );
}
