import { describe, expect, it } from 'vitest';
import { areaDetailsBodySchema } from './schemas';
import { linkProblem } from './links';

const body = (images: string[]) => ({
  city: 'Dubai',
  areaName: 'dubai_marina',
  neighbourhood: [],
  feature: [],
  pdf: '',
  floorplan: [],
  images,
});

describe('linkProblem', () => {
  it.each([
    ['/api/images/0123456789abcdef01234567', null],
    ['https://drive.google.com/file/d/abc/view', null],
    ['//evil.example/a.jpg', 'must be a site path or an http(s) URL'],
    ['/\\evil.example/a.jpg', 'must be a site path or an http(s) URL'],
    ['javascript:alert(1)', 'must be a site path or an http(s) URL'],
    ['data:image/png;base64,AAAA', 'must be a site path or an http(s) URL'],
    ['/\t/evil.example/a.pdf', 'must not contain control characters'],
    ['https://a.example/\u2028x', 'must not contain control characters'],
    [`/${'a'.repeat(2000)}`, 'must be at most 2000 characters'],
  ])('%s → %s', (link, problem) => expect(linkProblem(link)).toBe(problem));

  it('says what the API schema says, for every case', () => {
    for (const link of ['/ok.jpg', 'javascript:x', '/\u0000x', 'ftp://x', `/${'a'.repeat(2001)}`]) {
      const parsed = areaDetailsBodySchema.safeParse(body([link]));
      const problem = linkProblem(link);
      expect(parsed.success).toBe(problem === null);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(problem);
    }
  });
});
