/**
 * How the client's caller names the client's settings when an error says what to change. The client
 * knows its own options only; an action hands it the words of its inputs (src/actions/common/api-terms.ts),
 * so the sentences people read name what they can edit, and this layer stays free of any action.
 */
export interface SettingTerms {
  /** Where the API key is kept, after "store it in": by default the client's `apiKey` option. */
  readonly keyPlace: string;
  /** The setting that names the API key in a shorter sentence ("{key} is missing"). */
  readonly key: string;
  /** The address setting, after "check that": by default the client's `apiUrl` option. */
  readonly url: string;
  /** The subject of a sentence about a bad address ("{urlSubject} is empty"). */
  readonly urlSubject: string;
  /** The opt-in to plain HTTP to another machine ("or set {insecureOptIn} if that network is trusted"). */
  readonly insecureOptIn: string;
  /** That opt-in's name alone ("allowed by {insecureSetting}"). */
  readonly insecureSetting: string;
  /** How to give a call more time when the caller's deadline ran out ("give the step more time with {moreTime}"). */
  readonly moreTime: string;
  /** What a ConfigurationError about the address or the key blames, when the caller has a name for it. */
  readonly urlSetting?: string;
  readonly keySetting?: string;
}

/** The client's own names: what a caller that says nothing else (a script, a test) reads. */
export const CLIENT_TERMS: SettingTerms = {
  keyPlace: 'the `apiKey` option',
  key: 'apiKey',
  url: 'the `apiUrl` option',
  urlSubject: 'The `apiUrl` option',
  insecureOptIn: '`allowInsecureHttp: true`',
  insecureSetting: 'allowInsecureHttp',
  moreTime: 'a later `deadline`',
};
