// npm run content:snippets
// Runs every question's snippet whose answer is what it prints ("prints": true, content/README.md)
// and checks the key: Python with python3, JavaScript with node, Java with javac/java when a JDK is
// installed (a snippet that needs a newer Java than the one installed is reported, not failed).
// C# needs a .NET SDK, which this machine's packages do not offer: reported as not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFileSchema } from '@certamen/shared';

const dir = path.resolve(import.meta.dirname, '../content');
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
/** The newest JDK installed under /usr/lib/jvm (Java 21 snippets need 21+), else the one on the PATH. */
function findJdk(): { javac: string; java: string } | null {
  const root = '/usr/lib/jvm';
  const candidates = fs.existsSync(root) ? fs.readdirSync(root).map((name) => path.join(root, name, 'bin')).filter((bin) => fs.existsSync(path.join(bin, 'javac'))) : [];
  const version = (bin: string) => Number(/(\d+)/.exec(spawnSync(path.join(bin, 'javac'), ['-version'], { encoding: 'utf8' }).stdout)?.[1] ?? 0);
  const newest = candidates.sort((a, b) => version(b) - version(a))[0];
  if (newest) return { javac: path.join(newest, 'javac'), java: path.join(newest, 'java') };
  return has('javac') && has('java') ? { javac: 'javac', java: 'java' } : null;
}
const jdk = findJdk();

/** A key as printed text: a ```text block's body, or the answer without its backticks. */
function expectedOutput(answer: string): string {
  const fence = /^```[a-z]*\n([\s\S]*?)\n```$/.exec(answer.trim());
  const text = fence ? fence[1]! : answer.trim().replace(/^`([\s\S]*)`$/, '$1');
  return text.split('\n').map((line) => line.trimEnd()).join('\n').trim();
}
const normalise = (output: string) => output.split('\n').map((line) => line.trimEnd()).join('\n').trim();

function run(lang: string, code: string, work: string): { output?: string; skipped?: string } {
  if (lang === 'python' || lang === 'py') {
    const file = path.join(work, 'snippet.py');
    fs.writeFileSync(file, code);
    const result = spawnSync('python3', [file], { cwd: work, encoding: 'utf8', timeout: 10_000 });
    return { output: result.stdout };
  }
  if (lang === 'js' || lang === 'javascript') {
    const file = path.join(work, /^\s*import\s|^\s*export\s/m.test(code) ? 'snippet.mjs' : 'snippet.js');
    fs.writeFileSync(file, code);
    const result = spawnSync('node', [file], { cwd: work, encoding: 'utf8', timeout: 10_000 });
    return { output: result.stdout };
  }
  if (lang === 'java') {
    if (!jdk) return { skipped: 'no JDK installed' };
    const name = /public\s+(?:final\s+)?class\s+(\w+)/.exec(code)?.[1] ?? /class\s+(\w+)/.exec(code)?.[1] ?? 'Main';
    fs.writeFileSync(path.join(work, `${name}.java`), code);
    const compiled = spawnSync(jdk.javac, ['--release', '21', `${name}.java`], { cwd: work, encoding: 'utf8', timeout: 60_000 });
    if (compiled.status !== 0) {
      const fallback = spawnSync(jdk.javac, [`${name}.java`], { cwd: work, encoding: 'utf8', timeout: 60_000 });
      if (fallback.status !== 0) return { skipped: `does not compile with the installed JDK (${jdk.javac}); needs Java 21` };
    }
    const result = spawnSync(jdk.java, ['-cp', work, name], { cwd: work, encoding: 'utf8', timeout: 20_000 });
    return { output: result.stdout };
  }
  if (lang === 'csharp' || lang === 'cs') return { skipped: 'no .NET SDK installed' };
  return { skipped: `no runner for "${lang}"` };
}

let checked = 0;
const failures: string[] = [];
const skipped = new Map<string, number>();
for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
  const bank = contentFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  for (const question of bank.questions.filter((q) => q.prints)) {
    const block = /```([a-z]*)\n([\s\S]*?)\n```/.exec(question.en.question);
    if (!block) {
      failures.push(`${question.id}: "prints" but its question has no code block`);
      continue;
    }
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'certamen-snippet-'));
    try {
      const outcome = run(block[1] ?? '', block[2] ?? '', work);
      if (outcome.skipped) {
        skipped.set(outcome.skipped, (skipped.get(outcome.skipped) ?? 0) + 1);
        continue;
      }
      checked += 1;
      const expected = expectedOutput(question.en.answers[question.correct]!);
      const actual = normalise(outcome.output ?? '');
      if (actual !== expected) failures.push(`${question.id}: prints ${JSON.stringify(actual)}, the key says ${JSON.stringify(expected)}`);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
}
for (const [reason, count] of skipped) console.log(`not run (${reason}): ${count}`);
console.log(`${checked} snippets run, ${failures.length} wrong`);
for (const failure of failures) console.error(`  ${failure}`);
process.exit(failures.length ? 1 : 0);
