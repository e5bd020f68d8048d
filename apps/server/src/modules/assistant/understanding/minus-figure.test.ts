import { describe, expect, it } from 'vitest';
import { separateAsides } from './asides.js';

describe('"minus" before a figure', () => {
  it('is a temperature or a sum, leaving nothing out', () => {
    const said = 'its minus 25 this morning and the boiler rattles what make is the boiler';
    expect(separateAsides(said).excluded).toEqual([]);
    expect(separateAsides('minus forty outside, where is the block heater').excluded).toEqual([]);
  });
  it('still leaves out what it names otherwise', () => {
    expect(separateAsides('what is the study worth minus the desk').excluded).toEqual([
      'the',
      'desk',
    ]);
  });
});
