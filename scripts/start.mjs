// `npm start`: everything a first run needs, then the compiled server. Installs the dependencies when
// node_modules is missing, builds the web and the server (`npm run build`), then starts
// apps/server/dist/main.js. `npm run start:prod` starts that build alone, building nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (args) => {
  const { status } = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

if (!existsSync(path.join(root, 'node_modules/.package-lock.json'))) run(['ci', '--no-audit', '--no-fund']);
run(['run', 'build']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
