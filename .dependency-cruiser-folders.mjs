// The folder-level rule of `npm run lint`, checked on production code alone: a test may reach across folders (a
// store for a component, the simulator's test harness), and at folder level dependency-cruiser cannot tell a test
// file from the code beside it. scripts/dependency-rules.test.ts proves the rule like the others.
import base, { testCode } from './.dependency-cruiser.mjs';

export default {
  forbidden: [
    {
      name: 'no-folder-circles',
      comment:
        'No two folders of the features or of the simulator depend on each other, even where no file circle exists: ' +
        'a feature or a layer that needs another never lends it anything back.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(web/src/features/|mock-server/)' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, exclude: { path: [...base.options.exclude.path, ...testCode] } },
};
