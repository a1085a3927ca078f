import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/client';
import type { ApiReply } from '@/lib/api/contract';
import { apiKey, apiQuery, useApiMutation } from '@/lib/api/queries';
import type { SupplementCategory } from '@/lib/supplements/catalogue';

/** The Supplements screen's reads and writes. */
export type Cart = ApiReply<'getCart'>;
export type CartLine = Cart['items'][number];
export type Checkout = ApiReply<'checkout'>;
export type CurrentMedication = ApiReply<'listMedications'>[number];
export type SupplementRecommendations = ApiReply<'getSupplementRecommendations'>;
export type Recommendation = SupplementRecommendations['recommendations'][number];
export type Supplement = ApiReply<'listSupplements'>[number];

/** The catalogue, or one category of it; each category is its own read. */
const supplementsQuery = (category: SupplementCategory | null) =>
  apiQuery('listSupplements', category ? { query: { category } } : undefined);

/** The screen's first reads, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(apiQuery('getSupplementRecommendations'));
  void queryClient.prefetchQuery(apiQuery('listMedications'));
  void queryClient.prefetchQuery(supplementsQuery(null));
}

export const useCart = () => useQuery(apiQuery('getCart'));
/** The medication list, for Currently Taking: the Medications screen's own read. */
export const useCurrentMedications = () => useQuery(apiQuery('listMedications'));
/** Six picks from the user's own blood work and sleep, or why they are locked. */
export const useRecommendations = () => useQuery(apiQuery('getSupplementRecommendations'));
export const useSupplements = (category: SupplementCategory | null) =>
  useQuery(supplementsQuery(category));

/** Every cart write answers with the cart (checkout empties it): the cache takes it as it is. */
function useKeepCart() {
  const queryClient = useQueryClient();
  return (cart: Cart) => queryClient.setQueryData(apiKey('getCart'), cart);
}

export function useAddToCart() {
  const keepCart = useKeepCart();
  return useApiMutation('addToCart', {
    failure: { text: 'Failed to add item to cart', toast: 'Error', exact: true },
    mutationFn: (supplementId: string) => callApi('addToCart', { body: { supplementId } }),
    onSuccess: (reply) => keepCart(reply.cart),
  });
}

export function useSetQuantity() {
  const keepCart = useKeepCart();
  return useApiMutation('updateCartItem', {
    failure: { text: 'Your cart could not be changed.', toast: 'Error' },
    mutationFn: ({ supplementId, quantity }: { supplementId: string; quantity: number }) =>
      callApi('updateCartItem', { path: { supplementId }, body: { quantity } }),
    onSuccess: keepCart,
  });
}

export const useRemoveLine = () =>
  useApiMutation('removeCartItem', {
    failure: { text: 'Your cart could not be changed.', toast: 'Error' },
    mutationFn: (supplementId: string) => callApi('removeCartItem', { path: { supplementId } }),
  });

/** The demo checkout; its failure shows in the cart. */
export const useCheckout = () =>
  useApiMutation('checkout', { failure: { text: 'Please try again.' } });
