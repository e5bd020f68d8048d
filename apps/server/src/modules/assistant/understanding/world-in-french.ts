import { foldAccents } from './other-languages.js';
import { asksToSolve } from './out-of-scope.js';

/**
 * Requests about the world said in French (everyday, Québec or texting): the weather, how to fix
 * something, homework, a translation, a phone number, where to eat, public transit, a message to
 * write, what a thing costs in a shop, what the law says. Whatever owned things they name, none
 * asks about the inventory. Read on the question as said (accents folded), before any gloss.
 */
const WORLD_IN_FRENCH: RegExp[] = [
  // The weather: "quel temps va-t-il faire", "la météo de demain", "il va-tu neiger".
  /\bmeteo\b|\bprevisions? (?:meteo|du temps|pour demain)\b|\bquel(?:le)? (?:temps|temperature)\b(?: \w+){0,3} (?:va|fait|fera|faire|demain|ce soir|aujourd'hui)\b|\b(?:va(?:-t-il|-tu)?|vas?-tu) (?:pleuvoir|neiger|geler|venter)\b/,
  // How to fix or do something: "comment on répare", "comment je fais pour débloquer".
  /^(?:(?:bon|ok|allo|salut|dis-moi|dis moi|sais-tu|tu sais) )*comment (?:est-ce (?:qu'on|que je|que j'|qu'il faut) ?|on |je |j'|faire pour |faut-il |il faut |tu |vous )?(?!(?:\w+ )?(?:ajout|prete|prets?|emprunt|trouv|voi[rs]|list|export|modifi|supprim|enleve(?:r)? (?:un|une|le|la|les) (?:item|objet|article)|inventori|assur|photograph|marque|partag|retrouv))(?:\w+ ){0,2}(?:repar|fix|debouch|deblou|change|chang|install|nettoy|enlev|rempla|peintur|peinture|cuisin|cuir|coud|tricot|soud|isol|calfeutr|entretien|entreten|demarr|branch|monte|mont|colle)\w*/,
  // Homework and school work done for the asker.
  /\b(?:disserte|dissertation|devoirs|redaction|travail de session|expose oral)\b(?!.*\b(?:bureau|pupitre|lampe|chaise|prete|emprunte)\b)|\b(?:mon|un) devoir (?:de|d'|en|pour)\b/,
  // A translation: "traduire X en anglais", "comment on dit X en espagnol".
  /\btradui(?:re|s|t|sez|rais)\b|\btraduction\b|\bcomment (?:on dit|dit-on|ca se dit|se dit)\b/,
  // A phone number or an address of a business.
  /\bnumero de (?:telephone|tel|cell|cellulaire)\b|\b(?:numero|adresse|heures? d'ouverture) (?:des|du|de la|de l') (?!(?:\w+ ){0,2}(?:item|objet|serie|modele)\b)\w+/,
  // Where to eat or shop: "le meilleur resto de", "un bon café près d'ici".
  /\b(?:meilleur|meilleure|meilleurs|bon|bonne|bons) (?:resto|restos|restaurant|restaurants|cafe|bar|brunch|boulangerie|epicerie|depanneur|dep)\b(?: \w+){0,3} (?:dans|a|au|pres|proche|en ville|du coin)\b|\b(?:resto|restaurant)s? (?:pres d'ici|dans le coin|ouverts?)\b/,
  // Public transit: lines, stations, schedules, extensions, strikes.
  /\b(?:ligne|station|arret|horaires?) (?:\w+ )?(?:du |de l'|de |des )?(?:metro|autobus|bus|train|tram|tramway|traversier|rem)\b|\b(?:metro|autobus|bus|train|tram|traversier|rem)\b(?: [\w'-]+){0,4} (?:prolonge\w*|en retard|en greve|greve|passe(?:-t-il)?|horaires?)\b/,
  // A message, letter or e-mail to be written or sent for the asker.
  /^(?:(?:peux-tu|peux tu|tu peux|pourrais-tu|pourrais tu|svp|stp) )*(?:ecris|ecrit|ecrire|redige|rediger|compose|composer|envoie|envoye|envoyer|texte)(?:-moi| moi| nous)? (?:un|une|mon|ma|le|la|des) (?:\w+ ){0,2}(?:msg|message|courriel|e-?mail|mail|lettre|texto|texte|mot|note|carte)\b/,
  /\b(?:ecris|ecrire|redige|rediger)(?:-moi| moi)? (?:un|une) (?:\w+ ){0,2}(?:msg|message|courriel|e-?mail|lettre|texto)\b/,
  // What "a" thing costs in a shop or these days: the market's price, not the owner's.
  /\bcombien (?:coute|coutent|ca coute|ca coute|vaut|valent) (?:un|une|des) (?!de\b)(?:\w+ ){0,3}(?:neuf|neuve|neufs|neuves|usage|usagee|usages|usagees|chez|au magasin|en magasin|ces temps-ci|de nos jours|en ce moment|rendu)\b|\b(?:prix|coute|coutent)\b(?: [\w'&-]+){0,5} (?:chez|en magasin|au magasin)\b/,
  // What the law says: "c'est-tu légal de", "que dit la loi", "quand est-ce obligatoire".
  /\b(?:que dit la loi|selon la loi|la loi (?:dit|permet|oblige|exige))\b|\b(?:legal|illegal|legalement|obligatoire|permis par la loi|interdit par la loi)\b(?: \w+){0,2} (?:de|d'|pour)\b/,
];

/** True when the French question asks about the world, not about the owner's things. */
export const asksTheWorldInFrench = (question: string): boolean => {
  const text = foldAccents(question.toLowerCase()).replace(/[’‘`]/g, "'");
  return WORLD_IN_FRENCH.some((pattern) => pattern.test(text));
};

/** True when the question, asides included, asks something else: an equation, or the world. */
export const asksSomethingElse = (question: string): boolean =>
  asksToSolve(question) || asksTheWorldInFrench(question);
