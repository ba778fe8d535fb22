import { listQuery, segment } from './query.js';
import type { Requester } from './request.js';
import type { ApiResponse, Pagination, RequestOptions } from './types.js';

export type Submit<TInput, TData> = (input: TInput, options?: RequestOptions) => Promise<ApiResponse<TData>>;

export interface AdminCalls<TFilters, TStatus> {
  list(filters?: TFilters, options?: RequestOptions): Promise<ApiResponse>;
  updateStatus(id: string | number, body: TStatus, options?: RequestOptions): Promise<ApiResponse>;
}

export function submitTo<TInput, TData>(request: Requester, path: string): Submit<TInput, TData> {
  return (input, options) => request({ method: 'POST', path, body: input, options });
}

/** `GET {listPath}` with the list query and `PATCH /{resource}/{id}/status`. */
export function adminCalls<TFilters extends Pagination, TStatus>(
  request: Requester,
  resource: string,
  listPath: string,
): AdminCalls<TFilters, TStatus> {
  return {
    list: (filters, options) =>
      request({ method: 'GET', path: listPath, query: listQuery(filters), options }),
    updateStatus: (id, body, options) =>
      request({ method: 'PATCH', path: `/${resource}/${segment(id)}/status`, body, options }),
  };
}
