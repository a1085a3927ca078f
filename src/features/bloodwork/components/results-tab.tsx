import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ColumnHeads, FigureTable } from '@/components/table';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Field, Input, Label } from '@/components/form-field';
import { Stack } from '@/components/layout';
import { ScrollRegion } from '@/components/scroll-region';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useDeleteLabDraw, type LabDraw } from '../api';
import { SOURCE_LABEL, drawLabel, formatDate, formatValue } from '../format';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  > :first-child {
    flex: 1 1 18rem;
  }
`;

const Table = styled(FigureTable)`
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    font-size: ${({ theme }) => theme.font.size.md};
    th,
    td {
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    }
  }
`;

interface ResultsTabProps {
  draws: LabDraw[];
  selected: LabDraw;
  onSelect: (id: string) => void;
}

/** Detailed Results: one draw's table (the latest unless another is chosen), and its deletion. */
export function ResultsTab({ draws, selected, onSelect }: ResultsTabProps) {
  const selectId = useId();
  const [confirming, setConfirming] = useState(false);
  const deleteDraw = useDeleteLabDraw();
  const { toast } = useToast();

  const onDelete = async () => {
    try {
      await deleteDraw.mutateAsync({ path: { id: selected.id } });
    } catch {
      // The app shows the failure (the write declares it).
      return;
    }
    setConfirming(false);
    toast({
      title: 'Lab results deleted',
      description: `The draw of ${formatDate(selected.date)} was deleted.`,
      variant: 'success',
    });
    const next = draws.find((draw) => draw.id !== selected.id);
    if (next) onSelect(next.id);
  };

  return (
    <Card>
      <Stack>
        <Toolbar>
          <Field>
            <Label htmlFor={selectId}>Test date</Label>
            <Input
              as="select"
              id={selectId}
              value={selected.id}
              onChange={(event) => onSelect(event.target.value)}
            >
              {draws.map((draw) => (
                <option key={draw.id} value={draw.id}>
                  {drawLabel(draw)}
                </option>
              ))}
            </Input>
          </Field>
          <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            <Trash2 size={18} aria-hidden="true" />
            Delete this draw
          </Button>
        </Toolbar>
        <div>
          <CardTitle>Results of {formatDate(selected.date)}</CardTitle>
          <Muted>
            {selected.labName || 'Lab not named'} · {SOURCE_LABEL[selected.source]}
          </Muted>
        </div>
        <ScrollRegion aria-label="Results table, scrolls sideways">
          <Table>
            <VisuallyHidden as="caption">Results of {formatDate(selected.date)}</VisuallyHidden>
            <ColumnHeads names={['Biomarker', 'Your Value', 'Reference Range', 'Status']} />
            <tbody>
              {selected.results.map((result) => (
                <tr key={result.biomarker}>
                  <th scope="row">{result.name}</th>
                  <td>
                    {formatValue(result.value)} {result.unit}
                  </td>
                  <td>{result.referenceRange}</td>
                  <td>
                    <StatusBadge status={result.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete these lab results?"
        description={`The ${selected.results.length} results of ${formatDate(selected.date)} will be deleted. This cannot be undone.`}
        confirmLabel="Delete results"
        pending={deleteDraw.isPending}
        onConfirm={onDelete}
      />
    </Card>
  );
}
