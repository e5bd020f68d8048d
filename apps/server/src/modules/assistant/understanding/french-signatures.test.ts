import { describe, expect, it } from 'vitest';
import { signerOf, withRoomsNamed } from './speaker-room.js';

const rooms = ["Noor's room", "Jonah's room", 'Main bedroom', 'Garage'];

describe('a French question signed by who asks', () => {
  it('reads "X ici." as who is asking', () => {
    expect(signerOf('jonah ici. combien de choses dans ma chambre')).toBe('jonah');
  });
  it('reads "ma chambre" of whoever signed as their own room', () => {
    expect(withRoomsNamed('jonah ici. combien vaut ma chambre', rooms)).toBe(
      "combien vaut Jonah's room",
    );
    expect(withRoomsNamed('le plus cher dans ma chambre (noor)', rooms)).toContain("Noor's room");
  });
  it('leaves "ma chambre" alone when nobody signed', () => {
    expect(withRoomsNamed('combien vaut ma chambre', rooms)).toBe('combien vaut ma chambre');
  });
});
