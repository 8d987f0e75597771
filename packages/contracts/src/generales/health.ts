import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const health = endpoint({
  method: 'GET',
  path: '/health',
  data: z.object({ status: z.literal('ok'), version: z.string(), database: z.enum(['pglite', 'postgres']) }),
  summary: 'Estado del servicio y de la base de datos',
});
