import { SiteCreate } from '@sw/contracts/setup';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { apiFieldErrors, check, under } from './field-errors';

describe('setup form errors', () => {
  it('names each field the schema refuses, with the schema’s words', () => {
    const r = check(SiteCreate, {
      title: '',
      latitude: 95,
      longitude: 10,
      timeZone: 'Asia/Kolkata',
      country: 'IN',
      openingHours: {
        mon: { open: 600, close: 500 },
        tue: null,
        wed: null,
        thu: null,
        fri: null,
        sat: null,
        sun: null,
      },
    });
    expect(r.errors).toMatchObject({
      title: 'Required',
      latitude: 'To 90',
      'openingHours.mon.close': 'Closing must be after opening',
    });
  });

  it('reads the server’s field errors, and falls back to the message', () => {
    const err = new ApiError('Invalid body', 400, {
      message: 'Invalid body: externalId: taken',
      errors: [{ field: 'externalId', message: 'externalId: Another site has this external id' }],
    });
    expect(apiFieldErrors(err)).toEqual({ externalId: 'Another site has this external id' });
    expect(apiFieldErrors(new ApiError('Forbidden', 403, { message: 'Forbidden' }))).toEqual({
      _: 'Forbidden',
    });
    expect(under({ 'administrator.email': 'Bad', title: 'x' }, 'administrator')).toEqual({ email: 'Bad' });
  });
});
