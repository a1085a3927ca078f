import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type Cart = ResponseBody<'getCart', 200>;
export type CartLine = Cart['items'][number];
export type Checkout = ResponseBody<'checkout', 200>;

export function getCart(): Promise<Cart> {
  return apiJson<Cart>('GET', '/api/cart');
}

export const cartQueryOptions = () => queryOptions({ queryKey: ['/api/cart'], queryFn: getCart });

export function useCart() {
  return useQuery(cartQueryOptions());
}

/** SPEC.md 7: `POST /api/cart/add` with `{supplementId}`. */
export function addToCart(supplementId: string) {
  return apiJson<ResponseBody<'addToCart', 200>>('POST', '/api/cart/add', { supplementId });
}

const linePath = (supplementId: string) => `/api/cart/items/${encodeURIComponent(supplementId)}`;

export function setQuantity(supplementId: string, quantity: number): Promise<Cart> {
  return apiJson<Cart>('PUT', linePath(supplementId), { quantity });
}

export function removeLine(supplementId: string): Promise<Cart> {
  return apiJson<Cart>('DELETE', linePath(supplementId));
}

export function checkout(): Promise<Checkout> {
  return apiJson<Checkout>('POST', '/api/cart/checkout');
}

/** Every cart write answers with the cart (checkout empties it): the cache takes it as it is. */
function useCartWrite<Args>(write: (args: Args) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions().queryKey, cart),
  });
}

export const useAddToCart = () =>
  useCartWrite((supplementId: string) => addToCart(supplementId).then((reply) => reply.cart));

export const useSetQuantity = () =>
  useCartWrite(({ supplementId, quantity }: { supplementId: string; quantity: number }) =>
    setQuantity(supplementId, quantity),
  );

export const useRemoveLine = () => useCartWrite(removeLine);

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
