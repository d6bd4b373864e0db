import { describe, expect, it } from 'vitest';
import { renderQualityFor } from './renderQuality';

describe('renderQualityFor', () => {
  it('draws less on software renderers', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Microsoft Basic Render Driver',
    ]) {
      expect(renderQualityFor(name)).toMatchObject({
        software: true,
        antialias: false,
        dpr: 0.5,
        maxFps: 30,
        idleFps: 1,
        anisotropy: 1,
      });
    }
  });

  it('draws sharp and uncapped on a GPU, or when the renderer does not say', () => {
    for (const name of ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)', null]) {
      expect(renderQualityFor(name)).toMatchObject({
        software: false,
        antialias: true,
        dpr: [1, 2],
        maxFps: null,
        anisotropy: 4,
      });
    }
  });
});
