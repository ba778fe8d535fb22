import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../tests/support/workspace-aliases.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['./docs/*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Stories and docs use the workspace packages' source, so Storybook needs no build first.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: [...toAliasArray(viteConfig.resolve?.alias), ...workspaceAliases],
    },
  }),
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      // Document the components' own props, not the hundreds inherited from React's DOM types.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
};

export default config;

type Alias = { find: string | RegExp; replacement: string };

function toAliasArray(alias: unknown): Alias[] {
  if (!alias) return [];
  if (Array.isArray(alias)) return alias as Alias[];
  return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({
    find,
    replacement,
  }));
}
