import type { SettingTerms } from '../../api/terms.ts';

/**
 * The platform client's settings in the words of the actions' inputs (PLATFORM_INPUTS and the step's
 * `timeout`): every client an action builds is given these, so its errors name the inputs to change.
 */
export const ACTION_TERMS: SettingTerms = {
  keyPlace: 'the `api-key` secret',
  key: 'api-key',
  url: 'api-url',
  urlSubject: 'Input "api-url"',
  insecureOptIn: '`allow-insecure-http: true`',
  insecureSetting: 'allow-insecure-http',
  moreTime: 'its `timeout` input',
  urlSetting: 'api-url',
  keySetting: 'api-key',
};
