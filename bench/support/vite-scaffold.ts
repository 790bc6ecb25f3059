/**
 * The baseline of the client budgets: a fresh `npm create vite@latest -- --template react-ts` app, built in the
 * same run with the same Vite and React (bench/bundle-size.ts for bytes, bench/lighthouse.ts for Lighthouse).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The files `npm create vite@latest -- --template react-ts` writes, reduced to what affects the JS. */
export function writeScaffold(dir: string): void {
  mkdirSync(path.join(dir, 'src', 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Vite + React + TS</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'src', 'main.tsx'),
    "import { StrictMode } from 'react'\nimport { createRoot } from 'react-dom/client'\nimport './index.css'\nimport App from './App.tsx'\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n)\n",
  );
  writeFileSync(
    path.join(dir, 'src', 'App.tsx'),
    'import { useState } from \'react\'\nimport reactLogo from \'./assets/react.svg\'\nimport \'./App.css\'\n\nfunction App() {\n  const [count, setCount] = useState(0)\n  return (\n    <>\n      <a href="https://react.dev" target="_blank"><img src={reactLogo} className="logo react" alt="React logo" /></a>\n      <h1>Vite + React</h1>\n      <div className="card">\n        <button onClick={() => setCount((count) => count + 1)}>count is {count}</button>\n        <p>Edit <code>src/App.tsx</code> and save to test HMR</p>\n      </div>\n    </>\n  )\n}\n\nexport default App\n',
  );
  writeFileSync(path.join(dir, 'src', 'App.css'), '#root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; }\n.logo { height: 6em; }\n');
  writeFileSync(path.join(dir, 'src', 'index.css'), ':root { font-family: system-ui, Avenir, Helvetica, Arial, sans-serif; }\n');
  writeFileSync(path.join(dir, 'src', 'assets', 'react.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#61DAFB"/></svg>');
}

/** Writes and builds the scaffold in `dir` (inside the repository, so it resolves react from our node_modules,
 *  as its own install would); returns the build's directory. */
export async function buildScaffold(dir: string): Promise<string> {
  writeScaffold(dir);
  const outDir = path.join(dir, 'dist');
  await build({ root: dir, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  return outDir;
}
