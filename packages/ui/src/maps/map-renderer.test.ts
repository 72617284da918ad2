// Which path the maps draw with: the CPU's where WebGL is a CPU standing in for a GPU, or missing.
import { describe, expect, it } from 'vitest';
import { rendererFor } from './map-renderer';

describe('rendererFor', () => {
  it.each([
    ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', 'cpu'],
    ['llvmpipe (LLVM 15.0.7, 256 bits)', 'cpu'],
    ['Mesa softpipe', 'cpu'],
    ['ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)', 'cpu'],
    ['ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)', 'gpu'],
    ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'gpu'],
    ['Apple M2', 'gpu'],
    [null, 'cpu'],
  ] as const)('%s → %s', (renderer, path) => {
    expect(rendererFor(renderer)).toBe(path);
  });
});
