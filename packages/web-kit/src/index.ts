export { ApiError, ResponseValidationError, isApiError } from './api/api-error.ts';
export { apiRequest, getJson, TIME_ZONE_HEADER } from './api/api-request.ts';
export { apiHeaders } from './api/api-headers.ts';
export { callOperation, operationPath } from './api/call-operation.ts';
export type { OperationAnswer, OperationInput } from './api/call-operation.ts';
export { FIRST_READS_LIFETIME_MS, forgetFirstReads, handOverFirstReads } from './api/first-reads.ts';
export type { HttpMethod } from './api/api-request.ts';
export { createQueryClient, defaultQueryFn, pathFromQueryKey } from './query/create-query-client.ts';
export type { QueryClientOptions } from './query/create-query-client.ts';
export { createQueryKeys } from './query/query-keys.ts';
export { catalogueKeys, subscriptionPlansQuery, useCourseOffer, useCoursePrice } from './catalogue/course-offer.ts';
export { coursePriceIn, formatPrice } from './catalogue/course-price.ts';
export { PlatformProvider, useAuth, usePlatform } from './platform/platform.tsx';
export { PRODUCT_NAME, pageTitle, usePageTitle } from './platform/page-title.ts';
export { SLICE_ATTRIBUTE, SliceRoot } from './platform/slice-root.tsx';
export type {
  AuthState,
  AuthStatus,
  MentorContext,
  MentorPage,
  Platform,
  PlatformProviderProps,
  PlatformToast,
} from './platform/platform.tsx';
export type { RemoteApp, RemoteAppModule, RemoteRoute, RouteAccess } from './routes/remote-app.ts';
export { routeOwnership, routesOwnedBy, shellPaths } from './routes/route-ownership.ts';
export type { OwnedPath, OwnedRoute } from './routes/route-ownership.ts';
