import { useState } from 'react';
import { useToast } from '@/components/toast';
import { useAddToCart, type Supplement } from '../api';

/**
 * Add to Cart with its toasts. A supplement that interacts with a current medicine is held
 * for a warning first (`pending`); `confirm` adds it anyway.
 */
export function useAddWithWarning() {
  const add = useAddToCart();
  const { toast } = useToast();
  const [pending, setPending] = useState<Supplement | null>(null);

  const addNow = async (supplement: Supplement) => {
    setPending(null);
    try {
      await add.mutateAsync(supplement.id);
      toast({
        title: 'Added to cart',
        description: 'Item successfully added to your cart',
        variant: 'success',
      });
    } catch {
      // The app shows the failure (the write declares it).
    }
  };

  const request = (supplement: Supplement) => {
    if (supplement.interactions.length > 0) setPending(supplement);
    else void addNow(supplement);
  };

  return {
    request,
    pending,
    confirm: () => pending && addNow(pending),
    cancel: () => setPending(null),
    adding: add.isPending,
  };
}
