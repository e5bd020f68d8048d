/**
 * A cheap scene cue from colour and texture statistics of the small decoded photo: what a person
 * would say about the background ("on grass or leaves", "under an open sky"). It names only what
 * colours and textures show; it never claims an object the detector did not see.
 */

export interface SceneStats {
  /** Share of pixels that are clearly green (grass, leaves). */
  green: number;
  /** Share of the top third that is sky-like (blue or pale grey, smooth). */
  skyTop: number;
  /** Share of the bottom half in sandy, straw or earth tones. */
  sandyBottom: number;
  /** Share of strongly saturated warm pixels (red, orange, yellow). */
  warm: number;
  /** Share of light, low-saturation pixels (a plain light surface). */
  plainLight: number;
  /** Share of blue or blue-grey pixels. */
  blueGrey: number;
  /** Share of the bottom half that is blue or blue-grey (water below a horizon). */
  blueBottom: number;
  /** Mean luminance gradient between neighbours, 0..510 (texture). */
  texture: number;
}

function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d + 6) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  return [h * 60, max === 0 ? 0 : d / max, max / 255];
}

export function sceneStats(rgb: Uint8Array, width: number, height: number): SceneStats {
  let green = 0;
  let sky = 0;
  let sandy = 0;
  let warm = 0;
  let plain = 0;
  let blue = 0;
  let blueBelow = 0;
  let gradient = 0;
  const n = width * height;
  const topRows = Math.floor(height / 3);
  const bottomStart = Math.floor(height / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = rgb[i]!;
      const g = rgb[i + 1]!;
      const b = rgb[i + 2]!;
      const [h, s, v] = hsv(r, g, b);
      if (h >= 65 && h <= 165 && s > 0.3 && v > 0.2) green++;
      if (h >= 0 && (h <= 50 || h >= 340) && s > 0.55 && v > 0.45) warm++;
      if (s < 0.2 && v > 0.7) plain++;
      if (h >= 185 && h <= 250 && s > 0.12 && v > 0.25) {
        blue++;
        if (y >= bottomStart) blueBelow++;
      }
      if (y < topRows && ((h >= 185 && h <= 250 && s > 0.1) || (s < 0.15 && v > 0.3)) && v > 0.25)
        sky++;
      if (y >= bottomStart && h >= 20 && h <= 55 && s > 0.25 && s < 0.85 && v > 0.3) sandy++;
      if (x > 0 && y > 0) {
        const l = 0.299 * r + 0.587 * g + 0.114 * b;
        const j = i - 3;
        const k = i - width * 3;
        const lx = 0.299 * rgb[j]! + 0.587 * rgb[j + 1]! + 0.114 * rgb[j + 2]!;
        const ly = 0.299 * rgb[k]! + 0.587 * rgb[k + 1]! + 0.114 * rgb[k + 2]!;
        gradient += Math.abs(l - lx) + Math.abs(l - ly);
      }
    }
  }
  return {
    green: green / n,
    skyTop: sky / Math.max(1, topRows * width),
    sandyBottom: sandy / Math.max(1, (height - bottomStart) * width),
    warm: warm / n,
    plainLight: plain / n,
    blueGrey: blue / n,
    blueBottom: blueBelow / Math.max(1, (height - bottomStart) * width),
    texture: gradient / n,
  };
}

/**
 * A phrase for the setting, to follow "on"/"with" in a description, or null when the colours say
 * nothing clear. Thresholds were read off the calibration half of the photo corpus.
 */
export interface SceneCue {
  /** Follows a list of things: "on grass or leaves". */
  on: string;
  /** Stands alone when nothing else is seen. */
  alone: string;
  /** Grass, sky, sand or trees: no room of a house is around. */
  outdoors: boolean;
}

export function sceneCue(s: SceneStats): SceneCue | null {
  if (s.green >= 0.4)
    return { on: 'on grass or leaves', alone: 'Green grass or leaves', outdoors: true };
  if (s.sandyBottom >= 0.35 && s.skyTop >= 0.4)
    return {
      on: 'outdoors, on dry grass or sand under the sky',
      alone: 'Dry grass or sand under an open sky, outdoors',
      outdoors: true,
    };
  if (s.skyTop >= 0.6 && s.blueGrey >= 0.25)
    return {
      on: 'outdoors under a grey or blue sky',
      // Colours alone do not tell a lake from a road or a field below the horizon.
      alone:
        s.blueBottom >= 0.35
          ? 'A grey or blue sky over water or open ground, outdoors'
          : 'A grey or blue sky over open ground, outdoors',
      outdoors: true,
    };
  // Much green but broken up by dark gaps and edges: trees, undergrowth, moss, not a lawn.
  if (s.green >= 0.2 && s.texture >= 15 && s.skyTop < 0.1)
    return {
      on: 'among green plants or trees',
      alone: 'Dense green plants or trees, such as a forest, undergrowth or moss',
      outdoors: true,
    };
  if (s.sandyBottom >= 0.6 && s.skyTop < 0.2)
    return {
      on: 'on a brown textured surface such as wood, cork or gravel',
      alone: 'A brown textured surface such as wood, cork or gravel',
      outdoors: false,
    };
  if (s.warm >= 0.3)
    return {
      on: 'in front of bright orange and yellow colours',
      alone: 'A close-up in bright warm colours, orange, red or yellow',
      outdoors: false,
    };
  if (s.plainLight >= 0.5)
    return {
      on: 'on a plain light surface such as a wooden table',
      alone: 'A plain light surface such as wood or a table top',
      outdoors: false,
    };
  if (s.blueGrey >= 0.4)
    return {
      on: 'in front of a blue-grey background',
      alone: 'A blue-grey close-up, like water',
      outdoors: false,
    };
  return null;
}
