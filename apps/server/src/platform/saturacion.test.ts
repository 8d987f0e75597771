import { messages } from '@farmasi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { signIn } from '../../test/session.ts';

/** Load shedding with thresholds lowered so that a test can reach them (issue 11). */
const { app } = await createTestApp({ SATURACION_EN_CURSO: 2, SATURACION_RETARDO_MS: 50 });
const sobre = { value: false, message: messages.servidor.saturado, data: null };
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  // The first second's sample includes the start (loading the database copy): let it pass.
  await dormir(1100);
  admin = await signIn(app, 'admin');
});

describe('load shedding', () => {
  it('answers 503 in the envelope beyond the requests in flight, and serves again after', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => admin.get('/grupo-sucursales/grupos')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.json()).toEqual(sobre);
      expect(a.headers['retry-after']).toBe('5');
    }
    expect((await admin.get('/grupo-sucursales/grupos')).statusCode).toBe(200);
  });

  it('answers 503 while the event loop lags, and serves again after', async () => {
    // A loop kept busy by synchronous work in 100 ms slices for longer than two of the plugin's
    // one-second samples, so that the last sample measures the lag whatever its phase (one long block
    // is a single histogram entry, averaged away by a second of normal ones).
    const hasta = Date.now() + 2500;
    while (Date.now() < hasta) {
      const trozo = Date.now() + 100;
      while (Date.now() < trozo) {
        // busy
      }
      await new Promise((r) => setImmediate(r));
    }
    const lagging = await admin.get('/grupo-sucursales/grupos');
    expect(lagging.statusCode).toBe(503);
    expect(lagging.json()).toEqual(sobre);
    await dormir(2200);
    expect((await admin.get('/grupo-sucursales/grupos')).statusCode).toBe(200);
  });
});
