import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Alert } from '@/components/alert';
import { Button, IconButton } from '@/components/button';
import { Muted } from '@/components/card';
import { DialogCancel, DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { Skeleton } from '@/components/skeleton';
import { QueryBoundary } from '@/components/load-states';
import { failureMessage } from '@/lib/api/failure';
import {
  useCart,
  useCheckout,
  useRemoveLine,
  useSetQuantity,
  type Cart,
  type Checkout,
} from '../api';
import { priceText } from './supplement-card';

const Lines = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  output {
    min-width: 2ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** The most of one supplement a cart line holds (the mocked server's limit). */
const MAX_QUANTITY = 10;

function CartLines({ cart }: { cart: Cart }) {
  const setQuantity = useSetQuantity();
  const remove = useRemoveLine();
  // Failures show as the writes declare them.
  const busy = setQuantity.isPending || remove.isPending;
  return (
    <Lines aria-label="Cart items">
      {cart.items.map((line) => (
        <Line key={line.supplementId} aria-label={line.name}>
          <div>
            <strong>{line.name}</strong>
            <Muted>
              {line.dosage} · {priceText(line.price)} each
            </Muted>
          </div>
          <Amount>{priceText(line.lineTotal)}</Amount>
          <Stepper>
            <IconButton
              type="button"
              aria-label={`One fewer ${line.name}`}
              disabled={busy || line.quantity <= 1}
              onClick={() =>
                setQuantity.mutate({ supplementId: line.supplementId, quantity: line.quantity - 1 })
              }
            >
              <Minus size={16} aria-hidden="true" />
            </IconButton>
            <output aria-label={`Quantity of ${line.name}`}>{line.quantity}</output>
            <IconButton
              type="button"
              aria-label={`One more ${line.name}`}
              disabled={busy || line.quantity >= MAX_QUANTITY}
              onClick={() =>
                setQuantity.mutate({ supplementId: line.supplementId, quantity: line.quantity + 1 })
              }
            >
              <Plus size={16} aria-hidden="true" />
            </IconButton>
          </Stepper>
          <IconButton
            type="button"
            aria-label={`Remove ${line.name}`}
            disabled={busy}
            onClick={() => remove.mutate(line.supplementId)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </IconButton>
        </Line>
      ))}
    </Lines>
  );
}

/** View Cart (with the item count) and the cart: lines, quantities, subtotal, a demo checkout. */
export function CartDialog() {
  const cart = useCart();
  const checkout = useCheckout();
  const [order, setOrder] = useState<Checkout | null>(null);

  const onCheckout = async () => {
    try {
      setOrder(await checkout.mutateAsync());
    } catch {
      // The alert below shows the failure.
    }
  };

  let body;
  if (order) {
    body = (
      <Alert tone="success" role="status" title="Order placed (demo)">
        <p>{order.message}</p>
        <p>
          {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}, {priceText(order.total)}.
          Your cart is now empty.
        </p>
      </Alert>
    );
  } else {
    body = (
      <QueryBoundary
        query={cart}
        what="Your cart"
        skeleton={
          <div role="status" aria-label="Loading your cart">
            <Skeleton $height="3rem" />
          </div>
        }
        empty={{
          when: (data) => data.items.length === 0,
          show: (
            <Muted>
              Your cart is empty. Add a recommended supplement or one from the catalogue.
            </Muted>
          ),
        }}
      >
        {(data) => (
          <>
            <CartLines cart={data} />
            <Total>
              <span>Subtotal</span>
              <span>{priceText(data.subtotal)}</span>
            </Total>
            {failureMessage(checkout.error) && (
              <Alert tone="danger" role="alert" title="Checkout failed">
                <p>{failureMessage(checkout.error)}</p>
              </Alert>
            )}
            <Muted>
              Demo checkout: no payment is taken, no card is asked for and nothing ships.
            </Muted>
          </>
        )}
      </QueryBoundary>
    );
  }

  return (
    <DialogRoot onOpenChange={(open) => !open && setOrder(null)}>
      <DialogTrigger asChild>
        <Button type="button" $variant="secondary">
          <ShoppingCart size={18} aria-hidden="true" />
          {/* The count appears once the cart is read, never a guessed 0. */}
          View Cart{cart.data ? ` (${cart.data.itemCount})` : ''}
        </Button>
      </DialogTrigger>
      <DialogContent title="Your cart">
        {body}
        <Actions>
          <DialogCancel>{order ? 'Done' : 'Keep shopping'}</DialogCancel>
          {!order && !!cart.data?.items.length && (
            <Button type="button" onClick={onCheckout} disabled={checkout.isPending}>
              {checkout.isPending ? 'Placing order...' : 'Check out (demo, no payment)'}
            </Button>
          )}
        </Actions>
      </DialogContent>
    </DialogRoot>
  );
}
