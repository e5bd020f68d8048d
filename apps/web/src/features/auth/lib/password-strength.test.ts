import { describe, expect, it } from 'vitest';
import { passwordRequirements, passwordStrength } from './password-strength';

describe('passwordStrength (spec §5)', () => {
  it('gives no label for an empty password', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it('is "Too short" under 8 characters, whatever they are', () => {
    expect(passwordStrength('a')).toBe('Too short');
    expect(passwordStrength('Ab1!xyz')).toBe('Too short');
  });

  it('is "Strong" from 8 characters with lower, upper and a digit', () => {
    expect(passwordStrength('Abcdefg1')).toBe('Strong');
    expect(passwordStrength('correct Horse 9 battery')).toBe('Strong');
  });

  it('is "Good" from 8 characters with letters and a digit', () => {
    expect(passwordStrength('abcdefg1')).toBe('Good');
    expect(passwordStrength('ABCDEFG1')).toBe('Good');
  });

  it('is "Weak" otherwise', () => {
    expect(passwordStrength('abcdefgh')).toBe('Weak');
    expect(passwordStrength('ABCDefgh')).toBe('Weak');
    expect(passwordStrength('12345678')).toBe('Weak');
    expect(passwordStrength('!!!!!!!!')).toBe('Weak');
  });
});

describe('passwordRequirements', () => {
  it('marks which requirements a password meets', () => {
    const met = passwordRequirements('abcdefg1').map((requirement) => requirement.met);
    expect(met).toEqual([true, true, true, false]);
  });
});
