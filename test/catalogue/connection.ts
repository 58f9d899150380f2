export const SAMPLE_CONNECTION = {
  'api-key': 'plat_pk_sampleKey123',
  'api-url': 'http://127.0.0.1:9/api/v1',
};
