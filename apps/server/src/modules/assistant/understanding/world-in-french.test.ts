import { describe, expect, it } from 'vitest';
import { isOutOfScopeRequest } from './out-of-scope.js';
import { asksTheWorldInFrench } from './world-in-french.js';

describe('requests about the world said in French', () => {
  it('reads the weather, how-tos, homework and translations as outside the inventory', () => {
    for (const text of [
      'Quel temps va-t-il faire samedi à Québec?',
      'c quoi la météo pour ce soir',
      'il va-tu neiger cette nuit',
      'Comment je fais pour changer un joint de robinet?',
      'comment est-ce qu’on débouche une toilette',
      'peux-tu m’aider avec mes devoirs de chimie',
      'aide moi avec ma dissertation sur Camus svp',
      'traduis « tournevis » en espagnol',
      'comment on dit perceuse en allemand',
    ])
      expect(asksTheWorldInFrench(text), text).toBe(true);
  });
  it('reads phone numbers, places to eat, transit, messages, shop prices and the law likewise', () => {
    for (const text of [
      'le numéro de téléphone de la quincaillerie',
      'un bon resto italien dans le Plateau?',
      "l'horaire du bus 55 le dimanche",
      'le train de banlieue va-tu être en retard, il passe à quelle heure',
      'écris-moi un courriel pour mon propriétaire stp',
      'redige une lettre à la ville pour le déneigement',
      'combien coûte un frigo neuf chez Costco',
      "c'est-tu légal de stationner dans la rue l'hiver",
      'que dit la loi sur les chiens en ville',
    ])
      expect(asksTheWorldInFrench(text), text).toBe(true);
  });
  it('leaves French questions about the inventory alone', () => {
    for (const text of [
      'combien vaut ma perceuse',
      'combien coûte mon vélo, celui du garage',
      'combien de choses dans le bureau',
      "c'est quoi le plus cher dans la cuisine",
      'comment ajouter un objet à mon inventaire',
      'qui a emprunté le tournevis',
      'la lampe de mon bureau vaut combien',
      "est-ce que j'ai un manteau d'hiver",
    ])
      expect(asksTheWorldInFrench(text), text).toBe(false);
  });
  it('reads "when is it legal to" as the law, even naming an owned thing', () => {
    expect(isOutOfScopeRequest('when is it legal to put the snow blades on the truck')).toBe(true);
    expect(isOutOfScopeRequest('is it illegal to sell my old rifle privately')).toBe(true);
    expect(isOutOfScopeRequest('when is the snow blade due back')).toBe(false);
  });
});
