import { describe, expect, it } from 'vitest';
import { sceneCue, type SceneStats } from './scene.js';

const plain: SceneStats = {
  green: 0,
  skyTop: 0,
  sandyBottom: 0,
  warm: 0,
  plainLight: 0,
  blueGrey: 0,
  blueBottom: 0,
  texture: 5,
};

describe('scene cues', () => {
  it('says water may lie under the sky when the lower half is blue-grey too', () => {
    const sky = { ...plain, skyTop: 0.9, blueGrey: 0.5 };
    expect(sceneCue({ ...sky, blueBottom: 0.6 })?.alone).toMatch(/sky over water or open ground/);
    expect(sceneCue({ ...sky, blueBottom: 0.05 })?.alone).toBe(
      'A grey or blue sky over open ground, outdoors',
    );
  });

  it('tells dense plants or trees from a lawn by their texture', () => {
    const forest = { ...plain, green: 0.25, texture: 20 };
    expect(sceneCue(forest)?.alone).toMatch(/^Dense green plants or trees/);
    expect(sceneCue({ ...forest, texture: 8 })).toBeNull();
    expect(sceneCue({ ...plain, green: 0.9, texture: 20 })?.alone).toBe('Green grass or leaves');
  });
});
