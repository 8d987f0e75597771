import { describe, expect, it } from 'vitest';
import { diferenciaDeListas } from './historialListas';

describe('what a list-valued field lost and gained (Historial, issue 29)', () => {
  it('answers the values taken out and put in, as lists the screen reads like the whole one', () => {
    expect(diferenciaDeListas('[1,2,3]', '[2,3,4,5]')).toEqual({ quitados: '[1]', agregados: '[4,5]' });
    expect(diferenciaDeListas('[]', '["a"]')).toEqual({ quitados: null, agregados: '["a"]' });
    expect(diferenciaDeListas('[7,8]', '[8]')).toEqual({ quitados: '[7]', agregados: null });
  });

  it('leaves an order change, a value that is not a list and a list of rows to the whole reading', () => {
    expect(diferenciaDeListas('[1,2,3]', '[3,1,2]')).toBeNull();
    expect(diferenciaDeListas(null, '[1]')).toBeNull();
    expect(diferenciaDeListas('12', '[12]')).toBeNull();
    expect(diferenciaDeListas('[{"a":1}]', '[{"a":2}]')).toBeNull();
    expect(diferenciaDeListas('[1', '[1]')).toBeNull();
  });
});
