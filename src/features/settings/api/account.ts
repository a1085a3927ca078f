import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import type { RequestBody, ResponseBody } from '@/lib/api-contract';
import { switchUser } from '@/lib/auth';

export type ChangePasswordRequest = RequestBody<'changePassword'>;

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiJson<ResponseBody<'changePassword', 200>>('POST', '/api/account/password', body),
  });
}

export const dataSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/data-summary'],
    queryFn: () => apiJson<ResponseBody<'getDataSummary', 200>>('GET', '/api/account/data-summary'),
  });

export function useDataSummary(enabled = true) {
  return useQuery({ ...dataSummaryQueryOptions(), enabled });
}

/** The file name the server gives in Content-Disposition. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Downloads the whole export (JSON) or one table (CSV) as a file the browser saves. */
export async function downloadExport(table?: string): Promise<string> {
  const path = table ? `/api/account/export/${encodeURIComponent(table)}` : '/api/account/export';
  const response = await apiRequest('GET', path);
  const name = fileNameOf(response, table ? `${table}.csv` : 'vitalis-export.json');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}

/**
 * Deletes the account. The session ended with it: `forgetUser` makes the app forget the user.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      apiJson<ResponseBody<'deleteAccount', 200>>('DELETE', '/api/account', { confirm: 'DELETE' }),
  });
  return { ...mutation, forgetUser: () => switchUser(queryClient, null, null) };
}
