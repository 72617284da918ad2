import { describe, expect, it } from 'vitest';
import { chooseBasemap } from './basemap-choice';

describe('the basemap a map is drawn on', () => {
  it('is the offline land when the deployment sets no style and no tiles, so nothing is downloaded', () => {
    expect(chooseBasemap({})).toEqual({ kind: 'land' });
    expect(chooseBasemap({ styleUrl: '', tilesUrl: '  ' })).toEqual({ kind: 'land' });
  });

  it("is the deployment's style when one is set, even beside raster tiles", () => {
    const styleUrl = 'https://tiles.example.org/styles/streets/style.json?key=abc';
    expect(chooseBasemap({ styleUrl })).toEqual({ kind: 'style', url: styleUrl });
    expect(chooseBasemap({ styleUrl, tilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' })).toEqual({
      kind: 'style',
      url: styleUrl,
    });
  });

  it('is the raster tiles when only they are set', () => {
    expect(chooseBasemap({ tilesUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' })).toEqual({
      kind: 'tiles',
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
    });
  });

  it('falls back from a style that failed to load: to the tiles if set, else to the offline land', () => {
    expect(chooseBasemap({ styleUrl: '/missing.json', styleFailed: true })).toEqual({ kind: 'land' });
    expect(
      chooseBasemap({ styleUrl: '/missing.json', tilesUrl: '/tiles/{z}/{x}/{y}.png', styleFailed: true }),
    ).toEqual({ kind: 'tiles', url: '/tiles/{z}/{x}/{y}.png' });
  });
});
