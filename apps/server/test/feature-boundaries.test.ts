import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('feature boundaries (npm run lint)', () => {
  it.each([
    ['apps/server/src/features/quiz/quiz.service.ts', "import { toUserDto } from '../auth/auth.service';"],
    ['apps/server/src/features/quiz/quiz.service.ts', "import { ensureAdmin } from '../../seed/seed-admin';"],
    ['apps/server/src/features/auth/auth.routes.ts', "import { buildApp } from '../../app';"],
    ['apps/web/src/features/quiz/api/save-exam.ts', "import { meQuery } from '../../auth/api/get-me';"],
    ['apps/web/src/features/profile/pages/profile-page.tsx', "import { CookieBanner } from '../../cookie-consent/cookie-banner';"],
    ['apps/web/src/features/quiz/pages/quiz-page.tsx', "import { router } from '../../../app/router';"],
  ])('refuses %s importing %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, `${source}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['apps/server/src/features/quiz/quiz.service.ts', "import { toUserDto } from '../../common/users';"],
    ['apps/server/src/features/quiz/quiz.service.ts', "import * as repository from './quiz.repository';"],
    ['apps/web/src/features/quiz/api/save-exam.ts', "import { apiPost } from '../../../lib/api-client';"],
  ])('allows %s importing %s', async (filePath, source) => {
    expect(await restrictedImports(filePath, `${source}\nexport {};\n`)).toEqual([]);
  });
});
