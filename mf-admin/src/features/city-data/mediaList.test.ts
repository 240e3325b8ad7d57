import { describe, expect, it } from 'vitest';
import { appendItems, describeItem, mediaKind, moveItem, removeItem, thumbnailOf } from './mediaList';

const UPLOAD = '/api/images/0123456789abcdef01234567';

describe('mediaKind and thumbnailOf', () => {
  it.each([
    [UPLOAD, 'upload', `${UPLOAD}?w=320`],
    ['/images/areas/marina-1.jpg', 'image', '/images/areas/marina-1.jpg'],
    ['https://cdn.example/a.webp', 'image', null],
    ['https://drive.google.com/file/d/abc/view?usp=sharing', 'drive', null],
    ['https://tour.example/marina', 'link', null],
    ['/api/images/not-an-id', 'link', null],
  ])('%s is %s', (url, kind, thumb) => {
    expect(mediaKind(url)).toBe(kind);
    expect(thumbnailOf(url)).toBe(thumb);
  });

  it('says what each item is', () => {
    expect(describeItem(UPLOAD)).toBe('Uploaded image');
    expect(describeItem('https://drive.google.com/open?id=abc')).toBe('Cloud-drive file');
  });
});

describe('moveItem', () => {
  const list = ['a', 'b', 'c'];
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, -5, ['a', 'b', 'c']],
    [2, 99, ['a', 'b', 'c']],
    [5, 0, ['a', 'b', 'c']],
  ])('from %i to %i', (from, to, expected) => {
    expect(moveItem(list, from, to)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

it('removeItem and appendItems keep the list and skip duplicates', () => {
  expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  expect(appendItems(['a'], ['b', 'a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
});
