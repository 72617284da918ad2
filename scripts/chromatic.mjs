// Chromatic cloud review: only when a project token is configured (no network is needed otherwise).
import { execSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic. Local visual tests: npm run test:visual',
  );
  process.exit(0);
}
execSync('npx chromatic --config-file chromatic.config.json', { stdio: 'inherit' });
