/** Constants and message types shared by the detector worker and the main thread (no tfjs here). */

/** CenterNet input: INPUT_SIZE × INPUT_SIZE RGB, float values 0–255. */
export const INPUT_SIZE = 512;

export interface DetectTask {
  /** INPUT_SIZE × INPUT_SIZE × 3 bytes of RGB; omitted for a warm-up run. */
  pixels?: Uint8Array;
}

export interface DetectResult {
  /** rows × 6 numbers: x1, y1, x2, y2 (INPUT_SIZE-pixel coordinates), score, COCO class. */
  rows: Float32Array;
  inferenceMs: number;
}
