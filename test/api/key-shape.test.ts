import { describe, expect, it } from 'vitest';
import { hasApiKeyShape, looksLikeApiKey, secretPartOf } from '../../src/api/key-shape.ts';
import { keySecretParts, redactor } from '../../src/api/secrets.ts';

describe('the API key shape', () => {
  it('tells a key shape from other text, and a spotted key needs a secret part long enough to be one', () => {
    expect(hasApiKeyShape('plat_pk_abc')).toBe(true);
    expect(hasApiKeyShape('plat-pk-abcdef')).toBe(false);
    expect(looksLikeApiKey('plat_pk_abc')).toBe(false);
    expect(looksLikeApiKey('plat_pk_abcdef')).toBe(true);
  });

  it('masks the secret part on its own by the same rule the redactor uses', () => {
    expect(secretPartOf('plat_pk_abc_pk_def')).toBe('abc_pk_def');
    expect(keySecretParts('plat_pk_abcdef')).toEqual(['plat_pk_abcdef', 'abcdef']);
    expect(redactor('plat_pk_abcdef')('printed abcdef alone')).toBe('printed *** alone');
    expect(keySecretParts('plat_pk_abc')).toEqual(['plat_pk_abc']);
  });
});
