// Installs Debian's Chromium when it is missing (a fresh CI machine runs as root with apt).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';

if (!existsSync(chromiumPath)) {
  console.log(`${chromiumPath} is missing: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
