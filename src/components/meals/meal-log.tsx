import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DialogCancel, DialogContent, DialogRoot } from '@/components/dialog';
import { useToast } from '@/components/toast';
import { failureMessage } from '@/lib/api/failure';
import type { GlucoseUnit } from '@/lib/health/glucose';
import { useDeleteMeal, type Meal } from '@/components/meals/api';
import { responseNote } from '@/components/meals/response';
import { MEAL_TYPE_LABELS } from '@/lib/meals/rules';
import { MealDialog } from './meal-dialog';
import { formatTenths } from '@/lib/format-number';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  grid-column: 2;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Small = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Note = styled.p<{ $tone: 'success' | 'warning' | 'neutral' }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme, $tone }) => theme.color[$tone]};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const ConfirmActions = styled(Buttons)`
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** "540 kcal · 42 g carbs · 38 g protein · 22 g fat", or null without any figure. */
export function macrosText(meal: Meal): string | null {
  const parts = [
    meal.calories === null ? null : `${formatTenths(meal.calories)} kcal`,
    meal.carbs === null ? null : `${formatTenths(meal.carbs)} g carbs`,
    meal.protein === null ? null : `${formatTenths(meal.protein)} g protein`,
    meal.fat === null ? null : `${formatTenths(meal.fat)} g fat`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** A rise over 30 mg/dL is worth a look (a steady meal rises less; Clarity's pattern views agree). */
const noteTone = (meal: Meal) =>
  !meal.response ? 'neutral' : meal.response.rise > 30 ? 'warning' : 'success';

function DeleteMeal({ meal }: { meal: Meal }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMeal();
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync({ path: { id: meal.id } });
    } catch (error) {
      setProblem(failureMessage(error));
      return;
    }
    setOpen(false);
    toast({ title: 'Meal deleted', description: `${meal.description} was removed from your log.` });
  };
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        $variant="ghost"
        aria-label={`Delete ${meal.description}`}
        onClick={() => setOpen(true)}
      >
        <Trash2 size={18} aria-hidden="true" />
      </Button>
      <DialogContent
        title="Delete this meal?"
        description={`${MEAL_TYPE_LABELS[meal.type]} at ${meal.time}: ${meal.description}. Its glucose response goes with it.`}
      >
        {problem && (
          <Alert tone="danger" role="alert" title="Not deleted">
            <p>{problem}</p>
          </Alert>
        )}
        <ConfirmActions>
          <DialogCancel>Keep it</DialogCancel>
          <Button type="button" $variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete meal'}
          </Button>
        </ConfirmActions>
      </DialogContent>
    </DialogRoot>
  );
}

interface MealLogProps {
  meals: Meal[];
  unit: GlucoseUnit;
  /** The list's accessible name: "Meals of Mar 14". */
  label: string;
}

/** A day's meals with their macros, photo and glucose response; each can be edited or deleted. */
export function MealLog({ meals, unit, label }: MealLogProps) {
  const [editing, setEditing] = useState<Meal | null>(null);
  return (
    <>
      <List aria-label={label}>
        {meals.map((meal) => {
          const macros = macrosText(meal);
          return (
            <Item key={meal.id}>
              {meal.photo ? (
                <img src={meal.photo} alt={`Photo of ${meal.description}`} />
              ) : (
                <span />
              )}
              <Body>
                <Head>
                  <Name>
                    {MEAL_TYPE_LABELS[meal.type]} · {meal.time}
                  </Name>
                  <Buttons>
                    <Button
                      type="button"
                      $variant="ghost"
                      aria-label={`Edit ${meal.description}`}
                      onClick={() => setEditing(meal)}
                    >
                      <Pencil size={18} aria-hidden="true" />
                    </Button>
                    <DeleteMeal meal={meal} />
                  </Buttons>
                </Head>
                <p>{meal.description}</p>
                {macros && <Small>{macros}</Small>}
                <Note $tone={noteTone(meal)}>{responseNote(meal, unit)}</Note>
              </Body>
            </Item>
          );
        })}
      </List>
      <MealDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        meal={editing ?? undefined}
      />
    </>
  );
}
