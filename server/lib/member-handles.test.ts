import { describe, expect, it } from 'vitest';
import { slugify } from '../../common/text';
import { handleProblem } from '../../common/handle-rules';
import { fallbackHandleBase, handleBaseOf } from './member-handles';

describe('handleBaseOf', () => {
  it('keeps the sign-up rule for Latin names', () => {
    for (const name of ['Ada Asker', 'Drum & Bass', 'Coupé-Décalé', 'Straße 9', 'Zoë  Ångström'])
      expect(handleBaseOf(name)).toBe(slugify(name));
  });

  it('transliterates other scripts into readable words', () => {
    expect(handleBaseOf('نورا نيوبي')).toBe('nwr-nywby');
    expect(handleBaseOf('Мария Иванова')).toBe('mariya-ivanova');
    expect(handleBaseOf('王小明')).toBe('wang-xiao-ming');
    expect(handleBaseOf('김민지')).toBe('gim-min-ji');
    expect(handleBaseOf('Ελένη')).toBe('eleni');
    expect(handleBaseOf('DJ Ελένη 2')).toBe('dj-eleni-2');
  });

  it('gives null when nothing readable is left, and cuts long names at a hyphen', () => {
    expect(handleBaseOf('!!! ???')).toBeNull();
    const long = handleBaseOf('Александр '.repeat(8))!;
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('fallbackHandleBase', () => {
  it('draws two readable words that make a valid handle, never a shared placeholder', () => {
    const base = fallbackHandleBase();
    expect(base).toMatch(/^[a-z]+-[a-z]+$/);
    expect(handleProblem(base)).toBeNull();
    expect(fallbackHandleBase(() => 0)).toBe('amber-banjo');
  });
});

describe('handleProblem', () => {
  it('accepts slug-shaped handles and names the problem otherwise', () => {
    expect(handleProblem('nora-n')).toBeNull();
    expect(handleProblem(' Nora-N ')).toBeNull();
    expect(handleProblem('no')).toMatch(/3 to 30/);
    expect(handleProblem('nora--n')).toMatch(/hyphens/);
    expect(handleProblem('نورا')).toMatch(/a–z/);
    expect(handleProblem('member-12')).toMatch(/reserved/);
  });
});
