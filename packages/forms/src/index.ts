export type { ApiResponse, FieldErrorItem, RequestOptions } from './client/types.js';
