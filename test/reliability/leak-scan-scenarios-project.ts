/** Leak-scan runs of project-sync, and of preview-domain copying production with from-project. */
import { call } from '../fakes/platform/tests/helpers.ts';
import { PROJECT_FILE } from './cases.ts';
import { canaryValue } from './leak-scan-helpers.ts';
import { type LeakScenario, syncOf } from './leak-scan-scenarios.ts';

const WITH_DOMAIN_AND_RESTART = `${PROJECT_FILE}domains:\n  - shop.example.com\nrestart:\n  - web\n`;

export const PROJECT_LEAK_SCENARIOS: readonly LeakScenario[] = [
  {
    action: 'project-sync',
    title: 'a sync that attaches a domain, waits for its proxy status and restarts a service',
    outcome: 'success',
    prepare: syncOf('project.yml', WITH_DOMAIN_AND_RESTART),
  },
  {
    action: 'project-sync',
    title: 'a platform answering 500 to the proxy-rules write',
    outcome: 'failure',
    failing: 'setProxyRules',
    prepare: syncOf('project.yml', PROJECT_FILE),
  },
  {
    action: 'project-sync',
    title: 'a read key',
    outcome: 'failure',
    key: 'read',
    prepare: syncOf('project.yml', PROJECT_FILE),
  },
  {
    action: 'preview-domain',
    title: 'a preview project created from production with from-project',
    outcome: 'success',
    pullRequest: true,
    prepare: async ({ world, projectId }) => {
      await call(world.platform, 'PUT', `/projects/${projectId}/proxy-rules`, {
        body: { rules: [{ prefix: '/api', origin: 'https://api.example.com' }] },
      });
      return {
        inputs: {
          'project-name': 'shop-pr-{pr}',
          'from-project': projectId,
          domain: 'pr-{pr}.preview.example.com',
          deploy: 'false',
        },
      };
    },
  },
  // A proxy origin's credentials, in the file (refused without repeating them) and
  // in a rule made on the platform itself (the plan shows it as https://***@…). Never masked: never shown.
  {
    action: 'project-sync',
    title: 'a proxy origin with credentials in the file',
    outcome: 'failure',
    prepare: ({ projectId }) => {
      const password = canaryValue('proxyfile');
      return {
        inputs: { file: 'project.yml', project: projectId },
        files: {
          'project.yml': `proxy-rules:\n  - { prefix: /api, origin: "https://svc:${password}@api.example.com" }\n`,
        },
        canaries: [{ label: 'proxy origin password (file)', value: password, unmasked: true }],
      };
    },
  },
  {
    action: 'project-sync',
    title: 'a proxy rule with credentials made on the platform, replaced by the file',
    outcome: 'success',
    prepare: async ({ world, projectId }) => {
      const password = canaryValue('proxyplatform');
      await call(world.platform, 'PUT', `/projects/${projectId}/proxy-rules`, {
        body: { rules: [{ prefix: '/api', origin: `https://svc:${password}@old.example.com` }] },
      });
      return {
        inputs: { file: 'project.yml', project: projectId },
        files: { 'project.yml': PROJECT_FILE },
        canaries: [{ label: 'proxy origin password (platform)', value: password, unmasked: true }],
      };
    },
  },
];
