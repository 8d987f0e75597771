/**
 * What the app does with a failed query or mutation (read by the query client in app/queryClient.ts):
 * by default every failure is shown as a warning (server faults as errors);
 * silent: the screen shows the failure itself; rejection: 'error' shows value-false answers with the
 * error icon (the spec says so for the password change).
 */
export type AppMeta = Record<string, unknown> & {
  silent?: boolean;
  rejection?: 'warning' | 'error';
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}
