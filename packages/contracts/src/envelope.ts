import { z } from 'zod';

/** Every answer of the API: { value, message, data }. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ value: z.boolean(), message: z.string(), data: data.nullable() });

export interface Envelope<T> {
  value: boolean;
  message: string;
  data: T | null;
}

export const ok = <T>(data: T, message = ''): Envelope<T> => ({ value: true, message, data });
export const rejected = (message: string): Envelope<never> => ({ value: false, message, data: null });
