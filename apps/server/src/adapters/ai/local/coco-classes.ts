/**
 * The 80 COCO classes of the CenterNet detector (index = class id), mapped onto inventory terms.
 * `kind: 'ignore'` marks people, animals and things nobody keeps in a personal inventory
 * (street furniture, public transport). Values are rough typical US retail prices of one unit.
 */
import type { Category } from '@circle/contract';

export interface CocoClass {
  /** Singular display noun, lower case. */
  name: string;
  plural: string;
  kind: 'item' | 'ignore';
  category: Category;
  value: number;
  perishable: boolean;
  /** 0..1 prior that a detected instance belongs to the uploader (fixtures and vehicles lower). */
  ownership: number;
}

type Row = [name: string, plural: string, category: Category, value: number, ownership: number];
type Ignored = [name: string, plural: string];

const ignore = ([name, plural]: Ignored): CocoClass => ({
  name,
  plural,
  kind: 'ignore',
  category: 'household items',
  value: 0,
  perishable: false,
  ownership: 0,
});
const item = ([name, plural, category, value, ownership]: Row): CocoClass => ({
  name,
  plural,
  kind: 'item',
  category,
  value,
  perishable: category === 'chemical_perishable',
  ownership,
});

export const COCO_CLASSES: readonly CocoClass[] = [
  ignore(['person', 'people']),
  item(['bicycle', 'bicycles', 'collectibles', 400, 0.8]),
  item(['car', 'cars', 'collectibles', 15000, 0.5]),
  item(['motorcycle', 'motorcycles', 'collectibles', 6000, 0.7]),
  ignore(['airplane', 'airplanes']),
  ignore(['bus', 'buses']),
  ignore(['train', 'trains']),
  item(['truck', 'trucks', 'collectibles', 20000, 0.4]),
  item(['boat', 'boats', 'collectibles', 8000, 0.4]),
  ignore(['traffic light', 'traffic lights']),
  ignore(['fire hydrant', 'fire hydrants']),
  ignore(['stop sign', 'stop signs']),
  ignore(['parking meter', 'parking meters']),
  item(['bench', 'benches', 'furniture', 150, 0.4]),
  ignore(['bird', 'birds']),
  ignore(['cat', 'cats']),
  ignore(['dog', 'dogs']),
  ignore(['horse', 'horses']),
  ignore(['sheep', 'sheep']),
  ignore(['cow', 'cows']),
  ignore(['elephant', 'elephants']),
  ignore(['bear', 'bears']),
  ignore(['zebra', 'zebras']),
  ignore(['giraffe', 'giraffes']),
  item(['backpack', 'backpacks', 'clothing', 50, 0.8]),
  item(['umbrella', 'umbrellas', 'household items', 20, 0.8]),
  item(['handbag', 'handbags', 'clothing', 80, 0.8]),
  item(['tie', 'ties', 'clothing', 25, 0.7]),
  item(['suitcase', 'suitcases', 'storage', 120, 0.8]),
  item(['frisbee', 'frisbees', 'collectibles', 10, 0.8]),
  item(['pair of skis', 'pairs of skis', 'collectibles', 300, 0.8]),
  item(['snowboard', 'snowboards', 'collectibles', 300, 0.8]),
  item(['ball', 'balls', 'collectibles', 25, 0.8]),
  item(['kite', 'kites', 'collectibles', 25, 0.8]),
  item(['baseball bat', 'baseball bats', 'collectibles', 40, 0.8]),
  item(['baseball glove', 'baseball gloves', 'collectibles', 50, 0.8]),
  item(['skateboard', 'skateboards', 'collectibles', 80, 0.8]),
  item(['surfboard', 'surfboards', 'collectibles', 400, 0.8]),
  item(['tennis racket', 'tennis rackets', 'collectibles', 100, 0.8]),
  item(['bottle', 'bottles', 'kitchenware', 10, 0.7]),
  item(['wine glass', 'wine glasses', 'kitchenware', 10, 0.8]),
  item(['cup', 'cups', 'kitchenware', 8, 0.8]),
  item(['fork', 'forks', 'kitchenware', 3, 0.8]),
  item(['knife', 'knives', 'kitchenware', 10, 0.8]),
  item(['spoon', 'spoons', 'kitchenware', 3, 0.8]),
  item(['bowl', 'bowls', 'kitchenware', 10, 0.8]),
  item(['banana', 'bananas', 'chemical_perishable', 0.3, 0.7]),
  item(['apple', 'apples', 'chemical_perishable', 0.8, 0.7]),
  item(['sandwich', 'sandwiches', 'chemical_perishable', 6, 0.6]),
  item(['orange', 'oranges', 'chemical_perishable', 0.8, 0.7]),
  item(['broccoli', 'broccoli', 'chemical_perishable', 2, 0.7]),
  item(['carrot', 'carrots', 'chemical_perishable', 0.3, 0.7]),
  item(['hot dog', 'hot dogs', 'chemical_perishable', 3, 0.6]),
  item(['pizza', 'pizzas', 'chemical_perishable', 12, 0.6]),
  item(['donut', 'donuts', 'chemical_perishable', 2, 0.6]),
  item(['cake', 'cakes', 'chemical_perishable', 20, 0.6]),
  item(['chair', 'chairs', 'furniture', 80, 0.8]),
  item(['couch', 'couches', 'furniture', 600, 0.8]),
  item(['potted plant', 'potted plants', 'decor', 25, 0.8]),
  item(['bed', 'beds', 'furniture', 500, 0.8]),
  item(['dining table', 'dining tables', 'furniture', 300, 0.7]),
  item(['toilet', 'toilets', 'household items', 250, 0.3]),
  item(['television', 'televisions', 'electronics', 400, 0.85]),
  item(['laptop', 'laptops', 'electronics', 800, 0.85]),
  item(['computer mouse', 'computer mice', 'electronics', 25, 0.85]),
  item(['remote control', 'remote controls', 'electronics', 15, 0.85]),
  item(['keyboard', 'keyboards', 'electronics', 40, 0.85]),
  item(['cell phone', 'cell phones', 'electronics', 500, 0.85]),
  item(['microwave', 'microwaves', 'kitchenware', 120, 0.8]),
  item(['oven', 'ovens', 'kitchenware', 800, 0.5]),
  item(['toaster', 'toasters', 'kitchenware', 40, 0.8]),
  item(['sink', 'sinks', 'household items', 250, 0.3]),
  item(['refrigerator', 'refrigerators', 'kitchenware', 1200, 0.6]),
  item(['book', 'books', 'books', 15, 0.8]),
  item(['clock', 'clocks', 'decor', 30, 0.8]),
  item(['vase', 'vases', 'decor', 30, 0.8]),
  item(['pair of scissors', 'pairs of scissors', 'household items', 10, 0.8]),
  item(['teddy bear', 'teddy bears', 'collectibles', 20, 0.8]),
  item(['hair dryer', 'hair dryers', 'household items', 40, 0.8]),
  item(['toothbrush', 'toothbrushes', 'household items', 3, 0.8]),
];
