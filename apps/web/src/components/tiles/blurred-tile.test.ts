import { describe, expect, it } from 'vitest';
import { blurredTileMessage, FAULTY_ENERGY_MESSAGE, SETUP_MESSAGE } from './blurred-tile';

describe('blurredTileMessage (C-025, C-026)', () => {
  it('defaults to the setup message', () => {
    expect(blurredTileMessage({})).toBe('Complete setup process to unlock this tile');
    expect(blurredTileMessage({ message: '   ' })).toBe(SETUP_MESSAGE);
  });
  it('shows a custom message', () => {
    expect(blurredTileMessage({ message: 'Ask your admin' })).toBe('Ask your admin');
  });
  it('says the energy device is offline when its data is faulty, whatever the custom message', () => {
    expect(blurredTileMessage({ faulty: true, message: 'Ask your admin' })).toBe(FAULTY_ENERGY_MESSAGE);
    expect(FAULTY_ENERGY_MESSAGE).toBe(
      'Your EnergyPro is offline, please check the connection and refresh the page later',
    );
  });
});
