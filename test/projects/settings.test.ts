import { describe, expect, it } from 'vitest';
import {
  coerceSetting,
  copyableSettings,
  describeSettingValue,
  isPlatformOwned,
  readSettings,
  settingsPatch,
  settingValuesEqual,
} from '../../src/projects/settings.ts';

describe('project settings, read from the project record', () => {
  const record = {
    id: 'prj_1',
    name: 'shop',
    build_command: 'npm run build',
    outputDirectory: 'dist',
    node_version: '22',
    metadata: { team: 'storefront' },
    live_url: 'https://shop.example.net/',
    latestDeploymentId: 'dep_1',
    static_routing: 'spa',
    proxyRules: [],
    primary_domain: 'shop.example.com',
    created_at: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
  };

  it('knows every field but the platform-owned ones, by camelCase name, keeping the platform spelling', () => {
    const settings = readSettings(record);
    expect([...settings.keys()]).toEqual([
      'name',
      'buildCommand',
      'outputDirectory',
      'nodeVersion',
      'metadata',
    ]);
    expect(settings.get('buildCommand')).toEqual({
      name: 'buildCommand',
      rawKey: 'build_command',
      value: 'npm run build',
    });
    expect(settingsPatch([settings.get('nodeVersion')!])).toEqual({ node_version: '22' });
  });

  it('never takes a deployment pointer, an id, a URL or a timestamp for a setting, in either spelling', () => {
    const owned = {
      productionDeploymentId: 'dep_1',
      active_deployment_id: 'dep_2',
      liveDeployment: { id: 'dep_3' },
      current_deployment: 'dep_4',
      productionDeployment: { id: 'dep_5', url: 'https://x.example.net' },
      deployments: ['dep_1'],
      teamId: 'team_1',
      owner_ids: ['u_1'],
      previewUrl: 'https://pr.example.net',
      dashboard_url: 'https://dash.example.net',
      lastDeployedAt: '2026-01-03T00:00:00Z',
      archived_at: null,
    };
    const withOwned = { ...record, ...owned };
    expect([...readSettings(withOwned).keys()]).toEqual([
      'name',
      'buildCommand',
      'outputDirectory',
      'nodeVersion',
      'metadata',
    ]);
    // from-project PATCHes only copyable settings: none of these is among them.
    const patch = settingsPatch(copyableSettings(withOwned));
    expect(Object.keys(patch)).toEqual(['build_command', 'outputDirectory', 'node_version', 'metadata']);
    for (const key of Object.keys(owned)) expect(isPlatformOwned(key), key).toBe(true);
    // Words that merely contain the letters stay settings.
    for (const key of ['format', 'paid', 'framework', 'rootDirectory'])
      expect(isPlatformOwned(key), key).toBe(false);
  });

  it('copies every setting but the name into a preview', () => {
    expect(copyableSettings(record).map((setting) => setting.name)).toEqual([
      'buildCommand',
      'outputDirectory',
      'nodeVersion',
      'metadata',
    ]);
  });

  it('compares values as the platform keeps them, so a second plan is empty', () => {
    expect(coerceSetting(22, '24')).toBe('22');
    expect(coerceSetting(true, 'false')).toBe('true');
    expect(coerceSetting(22, null)).toBe(22);
    expect(settingValuesEqual({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(settingValuesEqual('22', 22)).toBe(false);
    expect(settingValuesEqual(null, undefined)).toBe(true);
    expect(describeSettingValue(null)).toBe('(unset)');
    expect(describeSettingValue({ team: 'x' })).toBe('{"team":"x"}');
  });
});
