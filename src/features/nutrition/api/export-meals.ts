import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Downloads every meal as CSV (Premium; a Free user gets a 403 saying why). */
export async function exportMeals(): Promise<string> {
  const response = await apiRequest('GET', '/api/meals/export');
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    'vitalis-meals.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

export function useExportMeals() {
  return useMutation({ mutationFn: exportMeals });
}
