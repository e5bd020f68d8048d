import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('sale chats whose messages sit under a sender and a time', () => {
  it('reads only the listed things, not the headers, offers, deposit or greetings', () => {
    expect(
      read([
        'Chat con @lucia.vende',
        'carlos_m  7:41 PM',
        'Hola, ¿sigue disponible?',
        '',
        'lucia.vende  7:43 PM',
        'Sí! Lista:',
        '- Bicicleta Orbea Alma 29 - 450 € (buen estado)',
        '- Casco Abus talla M - 35 €',
        '- Portabicis Thule - 120 €',
        'Recogida en Valencia centro.',
        '',
        'carlos_m  7:50 PM',
        '500 € y me lo llevo todo mañana',
        '',
        'lucia.vende  7:52 PM',
        '520 € y trato',
        '',
        'carlos_m  7:53 PM',
        'Vale, te hago una señal de 50 € hoy',
      ]),
    ).toEqual([
      ['Bicicleta Orbea Alma 29', 1, 450],
      ['Casco Abus talla M', 1, 35],
      ['Portabicis Thule', 1, 120],
    ]);
  });
});

describe('sale chats that list their things between the turns', () => {
  it('takes a price above the dearest listed thing, and an account number, for no thing', () => {
    expect(
      read([
        '[05/06/2025 10:00] Dewi Lestari: Halo kak, ini daftar barangnya:',
        '1. Kulkas Sharp 2 pintu - Rp 2.100.000',
        '2. Rice cooker Cosmos - Rp 250.000',
        '3. Lemari pakaian jati - Rp 1.500.000',
        '[05/06/2025 10:05] Rudi Hartono: Boleh kurang kak?',
        '[05/06/2025 10:07] Dewi Lestari: Pas 3.600.000 deh',
        '[05/06/2025 10:08] Rudi Hartono: Oke kak',
        '[05/06/2025 10:09] Dewi Lestari: Rekening BCA saya 0123 4567 8901 a.n. Dewi',
      ]).map(([name, , value]) => [name, value]),
    ).toEqual([
      ['Kulkas Sharp 2 pintu', 2100000],
      ['Rice cooker Cosmos', 250000],
      ['Lemari pakaian jati', 1500000],
    ]);
  });
});

describe('sale threads exported by e-mail, each message under who wrote it', () => {
  it('keeps the listed things and drops the greeting and the pickup around the list', () => {
    expect(
      read([
        'Fra: DBA <noreply@dba.dk>',
        'Emne: Ny besked om din annonce',
        '',
        'Mette skrev:',
        '> Hej, er det hele stadig til salg?',
        '',
        'Dit svar (Lars):',
        'Hej Mette! Ja, det hele er her stadig. Priserne:',
        '- Sofabord i teak: 900 kr (god stand)',
        '- Stålampe Le Klint: 1 400 kr',
        '- Vinterjakke str. M: 250 kr',
        'Afhentning i Valby efter kl. 17 på hverdage. Mvh Lars',
        '',
        'Mette skrev:',
        '> Super, jeg tager lampen.',
      ]).map(([name, , value]) => [name, value]),
    ).toEqual([
      ['Sofabord i teak', 900],
      ['Stålampe Le Klint', 1400],
      ['Vinterjakke str. M', 250],
    ]);
  });
});

describe('a till that prints a name beside a time', () => {
  it('keeps its rows: two such lines are no conversation', () => {
    expect(
      read([
        'CAFE LINDA',
        'Kasse  14:22',
        'Bedienung Mara  14:23',
        'Cappuccino          3,40',
        'Apfelkuchen         4,20',
        'SUMME EUR           7,60',
      ]).map(([name, , value]) => [name, value]),
    ).toEqual([
      ['Cappuccino', 3.4],
      ['Apfelkuchen', 4.2],
    ]);
  });
});

describe('a thread whose quoted messages say when and from which address they were written', () => {
  it('heads each message with its "wrote:" line, its clock time and address included', () => {
    expect(
      read([
        'Objet: Nouveau message pour « Déménagement »',
        '',
        'Le sam. 3 mai 2025 à 20:41, Julien <julien.m@example.fr> a écrit :',
        '> Bonjour, c’est toujours dispo ?',
        '',
        'Votre réponse :',
        'Bonjour Julien, oui tout est encore là. Voici les prix :',
        "- Canapé d'angle Maisons du Monde : 350 € (bon état)",
        '- Table basse en chêne : 90 €',
        '- Lampe de bureau Ranarp : 25 €',
        'Retrait à Nantes, 3e étage sans ascenseur.',
        '',
        'Le sam. 3 mai 2025 à 21:02, Julien <julien.m@example.fr> a écrit :',
        '> Parfait, je passe samedi.',
      ]).map(([name, , value]) => [name, value]),
    ).toEqual([
      ["Canapé d'angle Maisons du Monde", 350],
      ['Table basse en chêne', 90],
      ['Lampe de bureau Ranarp', 25],
    ]);
  });
});

describe('a chat whose headers say the day in words before the time', () => {
  it('reads "Yesterday, 9:14 PM" after the sender as the time the message was sent', () => {
    expect(
      read([
        'mike_88  Yesterday, 9:14 PM',
        'hey is this still available?',
        'anna.sells  Yesterday, 9:20 PM',
        "Yes! Here's what I have:",
        '- Trek FX 2 hybrid bike - $420',
        '- Giro helmet size M - $35',
        'Pick up in Brooklyn, weekends only.',
        'mike_88  Today, 8:10 AM',
        "ok I'll send $50 deposit now",
      ]).map(([name, , value]) => [name, value]),
    ).toEqual([
      ['Trek FX 2 hybrid bike', 420],
      ['Giro helmet size M', 35],
    ]);
  });
});
