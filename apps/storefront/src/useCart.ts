import { useQuery } from '@tanstack/react-query';
import { queries } from './apiClient';
import { useToken } from './session';

/** The cart of the signed-in user, or nothing when signed out. */
export function useCart() {
  const token = useToken();
  return useQuery({ ...queries.getCart(), enabled: Boolean(token) });
}
