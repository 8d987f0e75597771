import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type AppMeta, dialogFor, isApiError, markReported } from '@/api';
import { errorDialog, warningDialog } from '@/ui/dialogs';

/** Shows a failed call as the spec asks: warning, or error for server faults (see api/errors.ts). */
export const reportFailure = (error: unknown, meta: AppMeta | undefined): void => {
  if (meta?.silent) return;
  markReported(error);
  const dialog = dialogFor(error);
  if (!dialog) return;
  if (!isApiError(error)) console.error(error);
  const rejectionAsError = meta?.rejection === 'error' && isApiError(error) && error.kind === 'rejected';
  void (dialog.severity === 'error' || rejectionAsError ? errorDialog : warningDialog)(dialog.message);
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => reportFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // Only a failed connection is worth one more try; rejections and statuses are answers.
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
