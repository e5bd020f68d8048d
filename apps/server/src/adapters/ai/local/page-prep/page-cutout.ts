/**
 * The page in a photo, cut out for reading: lighting evened out, and when it lies on a darker
 * surface, only the paper, cropped and white around it.
 */
import type { GrayImage } from './gray-image.js';
import { coarseGrid, flattenLighting } from './lighting.js';
import { findPaper, keepPaper } from './paper-region.js';

export interface PageCutout {
  page: GrayImage;
  /** Share of the photo the paper covers; 1 when nothing surrounds the page. */
  paperShare: number;
}

export async function cutOutPage(photo: GrayImage): Promise<PageCutout> {
  const grid = await coarseGrid(photo);
  const paper = findPaper(grid);
  const evened = await flattenLighting(photo, grid);
  if (!paper) return { page: evened, paperShare: 1 };
  return { page: keepPaper(evened, paper, grid), paperShare: paper.share };
}
