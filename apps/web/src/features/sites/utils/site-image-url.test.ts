import { describe, expect, it } from 'vitest';
import { siteImageUrl } from './site-image-url';

describe('siteImageUrl', () => {
  it('takes the last image under the CDN root', () => {
    expect(siteImageUrl(['/cdn/sites/a.svg', '/cdn/sites/b.svg'], '/cdn')).toBe('/cdn/sites/b.svg');
    expect(siteImageUrl(['sites/b.svg'], 'https://cdn.example.com/')).toBe(
      'https://cdn.example.com/sites/b.svg',
    );
    expect(siteImageUrl(['/cdn/sites/b.svg'], 'https://cdn.example.com')).toBe(
      'https://cdn.example.com/sites/b.svg',
    );
  });

  it('keeps absolute http(s) URLs and refuses other schemes or nothing', () => {
    expect(siteImageUrl(['https://img.example.com/x.png'], '/cdn')).toBe('https://img.example.com/x.png');
    expect(siteImageUrl(['javascript:alert(1)'], '/cdn')).toBeNull();
    expect(siteImageUrl(['//evil.example.com/x.png'], '/cdn')).toBeNull();
    expect(siteImageUrl([], '/cdn')).toBeNull();
    expect(siteImageUrl(['  '], '/cdn')).toBeNull();
    expect(siteImageUrl(undefined, '/cdn')).toBeNull();
  });
});
