import { describe, expect, it } from 'vitest';
import { jsonForScript } from './scriptJson';

describe('jsonForScript', () => {
  const hostile = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' };

  it('cannot end the script element or open a comment', () => {
    const text = jsonForScript(hostile);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(text).not.toContain('\u2029');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
    expect(JSON.parse(jsonForScript([1, 'a&b', null]))).toEqual([1, 'a&b', null]);
  });
});
