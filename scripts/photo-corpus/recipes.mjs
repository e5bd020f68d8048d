// What goes into each corpus photo. `class` is the detector class a person would expect (the
// noun used in coco-classes.ts); null for things the detector has no class for. `size` is the
// stamp's longest side as a share of the photo's shorter side; `ground` keeps it low in the frame.
// `mentions`: groups of words; a description names the photo when it has a word of every group.

const credit = (file, author) => `mate-backgrounds: backgrounds/mate/${file} (${author}, GPL-2+)`;

export const BACKGROUNDS = {
  wood: { file: 'nature/Wood.jpg', credit: credit('nature/Wood.jpg', 'MATE artwork') },
  meadow: {
    file: 'nature/GreenMeadow.jpg',
    credit: credit('nature/GreenMeadow.jpg', 'Timothy Schellhase, Lapo Calamandrei'),
  },
  dune: { file: 'nature/Dune.jpg', credit: credit('nature/Dune.jpg', 'Marco Cogoni, Hylke Bons') },
  storm: { file: 'nature/Storm.jpg', credit: credit('nature/Storm.jpg', 'Sergey Nazarov') },
  leaves: {
    file: 'nature/Blinds.jpg',
    credit: credit('nature/Blinds.jpg', 'Lennart Poettering, Andrea Cimitan'),
  },
  raindrops: {
    file: 'nature/RainDrops.jpg',
    credit: credit('nature/RainDrops.jpg', 'blackcombwhistler07'),
  },
  aqua: { file: 'nature/Aqua.jpg', credit: credit('nature/Aqua.jpg', 'Charles Barbin') },
  garden: { file: 'nature/Garden.jpg', credit: credit('nature/Garden.jpg', 'Charles Barbin') },
  ladybird: {
    file: 'nature/LadyBird.jpg',
    credit: credit('nature/LadyBird.jpg', 'Charles Barbin'),
  },
  freshflower: {
    file: 'nature/FreshFlower.jpg',
    credit: credit('nature/FreshFlower.jpg', 'Jens Ansorg'),
  },
  yellowflower: {
    file: 'nature/YellowFlower.jpg',
    credit: credit('nature/YellowFlower.jpg', 'Charles Barbin'),
  },
  twowings: {
    file: 'nature/TwoWings.jpg',
    credit: credit('nature/TwoWings.jpg', 'Charles Barbin, Hylke Bons'),
  },
};

const S = (file, cls, size, ground = false) => ({ file, class: cls, size, ground });
export const STAMPS = {
  apple: S('food/fruit/apple_red.png', 'apple', [0.2, 0.32]),
  greenApple: S('food/fruit/apple_green.png', 'apple', [0.2, 0.32]),
  fujiApple: S('food/fruit/apple_fuji.png', 'apple', [0.2, 0.32]),
  orange: S('food/fruit/orange.png', 'orange', [0.2, 0.32]),
  mandarine: S('food/fruit/mandarine.png', 'orange', [0.18, 0.28]),
  banana: S('food/fruit/banana.png', 'banana', [0.3, 0.45]),
  broccoli: S('food/vegetables/broccoli.png', 'broccoli', [0.3, 0.45]),
  carrot: S('food/vegetables/carrot.png', 'carrot', [0.35, 0.5]),
  mug: S('household/dishes/mug.png', 'cup', [0.25, 0.38]),
  toilet: S('household/toilet.png', 'toilet', [0.55, 0.75], true),
  scissors: S('household/arttools/scissors_small_open.png', 'pair of scissors', [0.3, 0.45]),
  sedan: S('vehicles/auto/sedan.png', 'car', [0.55, 0.8], true),
  beetle: S('vehicles/auto/beetle.png', 'car', [0.5, 0.75], true),
  pickup: S('vehicles/auto/truck.png', 'truck', [0.6, 0.85], true),
  junk: S('vehicles/ship/chineseJunk.png', 'boat', [0.5, 0.7], true),
  racket: S('sports/tennis_racket.png', 'tennis racket', [0.45, 0.6]),
  soccer: S('sports/soccer.png', 'ball', [0.22, 0.32], true),
  basketball: S('sports/basketball.png', 'ball', [0.22, 0.32], true),
  tennisBall: S('sports/tennis_ball.png', 'ball', [0.12, 0.18]),
  teddy: S('animals/mammals/bears/toys/edward_bear.png', 'teddy bear', [0.4, 0.55]),
  dog: S('animals/mammals/dogs/dog.png', 'dog', [0.45, 0.65], true),
  horse: S('animals/mammals/equines/horse.png', 'horse', [0.5, 0.7], true),
  cow: S('animals/mammals/bovines/cow.png', 'cow', [0.5, 0.7], true),
  elephant: S('animals/mammals/elephant.png', 'elephant', [0.55, 0.75], true),
  blackbird: S('animals/birds/blackbird.png', 'bird', [0.3, 0.45]),
  sheep: S('animals/mammals/bovines/sheep.png', 'sheep', [0.4, 0.55], true),
  person: S('people/fireman200b.png', 'person', [0.7, 0.85], true),
  camera: S('hobbies/camera_35mm.png', null, [0.3, 0.42]),
  guitar: S('hobbies/music/string/guitar_classical.png', null, [0.6, 0.8]),
  hammer: S('household/tools/hammer.png', null, [0.4, 0.55]),
  kettle: S('household/kettle.png', null, [0.35, 0.5]),
  teapot: S('household/dishes/teapot.png', null, [0.3, 0.45]),
  binoculars: S('hobbies/binoculars.png', null, [0.3, 0.42]),
};

const P = (name, background, stamps, sees, mentions) => ({
  name,
  background,
  stamps,
  sees,
  mentions,
});
const fruit = ['fruit', 'apple', 'orange', 'banana'];
const wood = ['wood', 'table', 'surface', 'counter'];
const grass = ['grass', 'greenery', 'leaves', 'plants', 'meadow'];

// Listed in pairs of like photos: the first of each pair goes to calibration, the second to the
// held-out half, so both halves cover the same kinds of scene.
export const PHOTOS = [
  P('apple-on-wood', 'wood', ['apple'], 'A red apple on a wooden table.', [['apple', 'fruit']]),
  P('green-apple-on-wood', 'wood', ['greenApple'], 'A green apple on a wooden table.', [
    ['apple', 'fruit'],
  ]),
  P('orange-on-wood', 'wood', ['orange'], 'An orange on a wooden table.', [['orange', 'fruit']]),
  P('mandarine-on-wood', 'wood', ['mandarine'], 'A mandarine on a wooden table.', [
    ['orange', 'mandarin', 'fruit'],
  ]),
  P(
    'fruit-bowl-spread',
    'wood',
    ['apple', 'orange', 'banana'],
    'An apple, an orange and a banana on a table.',
    [fruit],
  ),
  P(
    'fruit-spread-2',
    'wood',
    ['fujiApple', 'mandarine', 'banana'],
    'An apple, a mandarine and a banana on a table.',
    [fruit],
  ),
  P('two-apples', 'wood', ['apple', 'greenApple'], 'Two apples on a table.', [['apple', 'fruit']]),
  P('two-oranges', 'wood', ['orange', 'mandarine'], 'Two oranges on a table.', [
    ['orange', 'fruit'],
  ]),
  P('banana-on-wood', 'wood', ['banana'], 'A banana on a wooden table.', [['banana']]),
  P('banana-and-apple', 'wood', ['banana', 'fujiApple'], 'A banana and an apple on a table.', [
    ['banana', 'fruit'],
  ]),
  P('broccoli', 'wood', ['broccoli'], 'A head of broccoli on a table.', [
    ['broccoli', 'vegetable'],
  ]),
  P('carrot', 'wood', ['carrot'], 'A carrot on a table.', [['carrot', 'vegetable']]),
  P('vegetables', 'wood', ['broccoli', 'carrot'], 'Broccoli and a carrot on a table.', [
    ['broccoli', 'carrot', 'vegetable'],
  ]),
  P('vegetables-2', 'wood', ['carrot', 'broccoli'], 'A carrot and broccoli on a table.', [
    ['broccoli', 'carrot', 'vegetable'],
  ]),
  P('mug-on-wood', 'wood', ['mug'], 'A white mug on a table.', [['cup', 'mug']]),
  P('mug-and-apple', 'wood', ['mug', 'apple'], 'A mug and an apple on a table.', [
    ['cup', 'mug'],
    ['apple', 'fruit'],
  ]),
  P('mug-and-camera', 'wood', ['mug', 'camera'], 'A mug and a film camera on a table.', [
    ['cup', 'mug'],
  ]),
  P('mug-and-kettle', 'wood', ['mug', 'kettle'], 'A mug and a kettle on a table.', [
    ['cup', 'mug'],
  ]),
  P('scissors', 'wood', ['scissors'], 'A pair of scissors on a table.', [['scissors']]),
  P('scissors-and-hammer', 'wood', ['scissors', 'hammer'], 'Scissors and a hammer on a table.', [
    ['scissors'],
  ]),
  P('teddy-bear', 'wood', ['teddy'], 'A teddy bear on a table.', [['teddy']]),
  P('teddy-on-grass', 'meadow', ['teddy'], 'A teddy bear on grass.', [['teddy']]),
  P('racket-and-ball', 'wood', ['racket', 'tennisBall'], 'A tennis racket and a tennis ball.', [
    ['racket'],
  ]),
  P('racket-on-grass', 'meadow', ['racket', 'tennisBall'], 'A tennis racket and ball on grass.', [
    ['racket'],
  ]),
  P('football-on-grass', 'meadow', ['soccer'], 'A football on grass.', [['ball']]),
  P('basketball-on-grass', 'meadow', ['basketball'], 'A basketball on grass.', [['ball']]),
  P('two-balls', 'meadow', ['soccer', 'basketball'], 'Two balls on grass.', [['ball']]),
  P('balls-on-wood', 'wood', ['basketball', 'soccer'], 'Two balls on a wooden floor.', [['ball']]),
  P('toilet', 'wood', ['toilet'], 'A toilet.', [['toilet']]),
  P('toilet-2', 'leaves', ['toilet'], 'A toilet in front of leaves.', [['toilet']]),
  P('car-on-road', 'storm', ['sedan'], 'A blue car under a stormy sky.', [['car', 'vehicle']]),
  P('beetle-on-road', 'storm', ['beetle'], 'A red car under a stormy sky.', [['car', 'vehicle']]),
  P('car-at-dunes', 'dune', ['beetle'], 'A red car by the dunes.', [['car', 'vehicle']]),
  P('sedan-at-dunes', 'dune', ['sedan'], 'A blue car by the dunes.', [['car', 'vehicle']]),
  P('pickup-on-road', 'storm', ['pickup'], 'A pickup truck under a stormy sky.', [
    ['truck', 'vehicle'],
  ]),
  P('pickup-at-dunes', 'dune', ['pickup'], 'A pickup truck by the dunes.', [['truck', 'vehicle']]),
  P('boat-at-dunes', 'dune', ['junk'], 'A sailing boat by the shore.', [['boat']]),
  P('boat-in-rain', 'storm', ['junk'], 'A sailing boat under a stormy sky.', [['boat']]),
  P('dog-on-grass', 'meadow', ['dog'], 'A dog on grass.', [['dog'], grass]),
  P('dog-at-dunes', 'dune', ['dog'], 'A dog in the dunes.', [['dog']]),
  P('horse-on-grass', 'meadow', ['horse'], 'A horse on grass.', [['horse']]),
  P('cow-on-grass', 'meadow', ['cow'], 'A cow on grass.', [['cow']]),
  P('elephant-at-dunes', 'dune', ['elephant'], 'An elephant in the dunes.', [['elephant']]),
  P('sheep-on-grass', 'meadow', ['sheep'], 'A sheep on grass.', [['sheep']]),
  P('bird-on-leaves', 'leaves', ['blackbird'], 'A blackbird in front of leaves.', [['bird']]),
  P('bird-on-wood', 'wood', ['blackbird'], 'A blackbird on a wooden surface.', [['bird']]),
  P('person-at-dunes', 'dune', ['person'], 'A person in a protective suit in the dunes.', [
    ['person'],
  ]),
  P('person-on-road', 'storm', ['person'], 'A person in a protective suit on a road.', [
    ['person'],
  ]),
  P('dog-and-ball', 'meadow', ['dog', 'soccer'], 'A dog and a football on grass.', [
    ['dog'],
    ['ball'],
  ]),
  P('person-and-car', 'storm', ['person', 'sedan'], 'A person next to a car.', [
    ['person'],
    ['car', 'vehicle'],
  ]),
  P('camera-on-wood', 'wood', ['camera'], 'A film camera on a table.', [wood]),
  P('guitar-on-wood', 'wood', ['guitar'], 'A classical guitar on a wooden floor.', [wood]),
  P('hammer-on-wood', 'wood', ['hammer'], 'A hammer on a table.', [wood]),
  P('teapot-and-kettle', 'wood', ['teapot', 'kettle'], 'A teapot and a kettle on a table.', [wood]),
  P('binoculars-on-grass', 'meadow', ['binoculars'], 'Binoculars on grass.', [grass]),
  P('teapot-on-grass', 'meadow', ['teapot'], 'A teapot on grass.', [grass]),
  P('wood-surface', 'wood', [], 'A plain light wooden surface.', [wood]),
  P('grass', 'meadow', [], 'Blades of green grass.', [grass]),
  P('leaves', 'leaves', [], 'A close-up of a green leaf.', [grass]),
  P('raindrops', 'raindrops', [], 'Green leaves with raindrops.', [grass]),
  P('dunes', 'dune', [], 'Beach grass in the dunes with the sea behind.', [
    ['sand', 'dune', 'beach', 'grass', 'outdoor', 'sky', 'sea'],
  ]),
  P('storm', 'storm', [], 'A stormy sky over an empty road.', [
    ['sky', 'outdoor', 'clouds', 'road', 'landscape'],
  ]),
  P('flower-orange', 'freshflower', [], 'A close-up of an orange flower.', [
    ['flower', 'orange', 'colour', 'close-up', 'warm'],
  ]),
  P('flower-yellow', 'yellowflower', [], 'A close-up of a yellow flower.', [
    ['flower', 'yellow', 'colour', 'close-up', 'warm'],
  ]),
  P('garden', 'garden', [], 'A red and orange flower in a garden.', [
    ['flower', 'orange', 'colour', 'close-up', 'garden', 'warm'],
  ]),
  P('ladybird', 'ladybird', [], 'A ladybird on a stem among blue flowers.', [grass]),
  P('water-drop', 'aqua', [], 'A drop falling into water.', [
    ['water', 'blue', 'grey', 'gray', 'close-up'],
  ]),
  P('seeds', 'twowings', [], 'Two dandelion seeds before orange flowers.', [
    ['flower', 'orange', 'colour', 'close-up', 'warm', 'blurred'],
  ]),
];
