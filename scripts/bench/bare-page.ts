/** The framework's floor for `npm run bench`: one page with a heading, built with this project's next and react. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Builds the bare page into a temporary folder (its export in `<folder>/out`) and returns the folder. */
export function buildBarePage(root: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-next-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><head><title>Bare</title><meta name="description" content="A bare Next.js page" /></head><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(
    path.join(dir, 'app/page.tsx'),
    'export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n',
  );
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "export default { output: 'export', trailingSlash: true };\n",
  );
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        skipLibCheck: true,
        isolatedModules: true,
        esModuleInterop: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
  );
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  execFileSync(path.join(dir, 'node_modules/.bin/next'), ['build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}
