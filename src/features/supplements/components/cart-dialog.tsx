import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button, IconButton } from '@/components/button';
import { Muted } from '@/components/card';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import {
  useCart,
  useCheckout,
  useRemoveLine,
  useSetQuantity,
  type Cart,
  type Checkout,
} from '../api/cart';
import { priceText } from './supplement-card';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
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
  const { toast } = useToast();
  const busy = setQuantity.isPending || remove.isPending;
  const failed = (error: unknown) => {
    if (error instanceof ApiError && [401, 507].includes(error.status)) return;
    toast({
      title: 'Error',
      description: 'Your cart could not be changed.',
      variant: 'destructive',
    });
  };
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
                setQuantity
                  .mutateAsync({ supplementId: line.supplementId, quantity: line.quantity - 1 })
                  .catch(failed)
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
                setQuantity
                  .mutateAsync({ supplementId: line.supplementId, quantity: line.quantity + 1 })
                  .catch(failed)
              }
            >
              <Plus size={16} aria-hidden="true" />
            </IconButton>
          </Stepper>
          <IconButton
            type="button"
            aria-label={`Remove ${line.name}`}
            disabled={busy}
            onClick={() => remove.mutateAsync(line.supplementId).catch(failed)}
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
      // The alert below shows the failure; 401 and 507 are handled app-wide.
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
  } else if (cart.isPending) {
    body = (
      <div role="status" aria-label="Loading your cart">
        <Skeleton $height="3rem" />
      </div>
    );
  } else if (!cart.data) {
    body = (
      <Alert tone="danger" role="alert" title="Your cart could not be loaded">
        <Button type="button" $variant="secondary" onClick={() => void cart.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  } else if (cart.data.items.length === 0) {
    body = (
      <Muted>Your cart is empty. Add a recommended supplement or one from the catalogue.</Muted>
    );
  } else {
    body = (
      <>
        <CartLines cart={cart.data} />
        <Total>
          <span>Subtotal</span>
          <span>{priceText(cart.data.subtotal)}</span>
        </Total>
        {checkout.isError && (
          <Alert tone="danger" role="alert" title="Checkout failed">
            <p>
              {(checkout.error instanceof ApiError && checkout.error.serverMessage) ||
                'Please try again.'}
            </p>
          </Alert>
        )}
        <Muted>Demo checkout: no payment is taken, no card is asked for and nothing ships.</Muted>
      </>
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
          <DialogClose asChild>
            <Button type="button" $variant="secondary">
              {order ? 'Done' : 'Keep shopping'}
            </Button>
          </DialogClose>
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
