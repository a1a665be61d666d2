import { describe, expect, it } from 'vitest';
import { boardUsesText, controlBoardBody, controlBoardFormValues } from './control-board-values';

describe('control board values', () => {
  it('round-trips a board through the form', () => {
    const board = {
      id: 4,
      siteId: 1,
      gatewayId: 7,
      gatewayTitle: 'Roof',
      spaceId: null,
      spaceTitle: null,
      title: 'Relay board',
      description: null,
      uuid: 'CB-1',
      vendor: 'Acme',
      model: 'R2',
      sensorCount: 0,
      schedulerCount: 0,
    };
    const v = controlBoardFormValues(board);
    expect(v.gatewayId).toBe('7');
    expect(v.spaceId).toBeNull();
    expect(controlBoardBody(v)).toEqual({
      title: 'Relay board',
      description: null,
      uuid: 'CB-1',
      vendor: 'Acme',
      model: 'R2',
      gatewayId: 7,
      spaceId: null,
    });
  });

  it('names what is paired with a board', () => {
    expect(boardUsesText({ sensorCount: 2, schedulerCount: 1 })).toBe('2 sensors, 1 scheduler');
    expect(boardUsesText({ sensorCount: 1, schedulerCount: 0 })).toBe('1 sensor');
    expect(boardUsesText({ sensorCount: 0, schedulerCount: 0 })).toBeNull();
  });
});
