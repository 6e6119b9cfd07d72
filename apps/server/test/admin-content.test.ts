import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { insertQuestions } from '../src/features/admin-content/admin-content.repository';
import { seedContent } from '../src/seed/seed-content';
import { DIALECTS, FIXTURE_CONTENT_DIR, useTestApp, type TestContext } from './test-app';

const NETWORK_PLUS = 11;
const NETWORKING = 3;
let counter = 0;

async function user(ctx: TestContext, options: { admin?: boolean } = {}) {
  counter += 1;
  const name = `content${counter}`;
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: name, email: `${name}@example.com`, password: 'secret-pass1' }, remoteAddress: `10.7.${Math.floor(counter / 200)}.${counter % 200}` });
  const { token, user: row } = response.json();
  if (options.admin) await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', row.id).execute();
  const headers = { authorization: `Bearer ${token}` };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.app.inject({ method, url, payload, headers });
  const upload = (url: string, body: string | Buffer, contentType = 'text/csv') => ctx.app.inject({ method: 'POST', url, payload: body, headers: { ...headers, 'content-type': contentType } });
  return { id: row.id as number, call, upload, headers };
}

const HEADER = 'question,answer_1,answer_2,answer_3,answer_4,correct_answer,topic';
const liveCount = async (ctx: TestContext) => Number((await ctx.db.selectFrom('questions').select((eb) => eb.fn.countAll().as('n')).where('retired_at', 'is', null).executeTakeFirstOrThrow()).n);

/** Every live question of Network+ in every language, keyed without ids: what a learner could be shown. */
async function bankOf(ctx: TestContext, minId = 0) {
  const rows = await ctx.db
    .selectFrom('questions')
    .innerJoin('topics', 'topics.id', 'questions.topic_id')
    .innerJoin('question_translations as qt', 'qt.question_id', 'questions.id')
    .select(['topics.title', 'questions.correct_index', 'qt.lang', 'qt.question', 'qt.answers', 'qt.explanation'])
    .where('topics.certification_id', '=', NETWORK_PLUS)
    .where('questions.retired_at', 'is', null)
    .where('questions.id', '>', minId)
    .execute();
  return rows.map((row) => JSON.stringify(row)).sort();
}

describe.each(DIALECTS)('admin content API on %s', (dialect) => {
  const ctx = useTestApp(dialect, { IMPORTS_PER_HOUR: '1000' });

  it('refuses every admin call anonymously (401) and to a learner (403), and a demoted admin\'s token at once', async () => {
    const learner = await user(ctx);
    const admin = await user(ctx, { admin: true });
    const calls: [string, string, object?][] = [
      ['POST', '/api/add-category', { name: 'X', totalQuestions: 1, quizTaken: 0 }],
      ['POST', '/api/add-topic', { certification_id: NETWORK_PLUS, title: 'X' }],
      ['POST', '/api/add-quiz', { title: 'X', category: NETWORKING, certification: NETWORK_PLUS, questions: [] }],
      ['POST', '/api/admin/questions/import', {}],
      ['GET', '/api/admin/questions/export'],
      ['GET', '/api/admin/questions'],
      ['GET', '/api/admin/questions/1'],
      ['PUT', '/api/admin/questions/1', {}],
      ['POST', '/api/admin/questions/1/retire'],
      ['POST', '/api/admin/questions/1/restore'],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await ctx.app.inject({ method: method as 'GET', url, payload });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const refused = await learner.call(method as 'GET', url, payload);
      expect([url, refused.statusCode, refused.json().error]).toEqual([url, 403, 'forbidden']);
    }
    expect((await admin.call('GET', '/api/admin/questions')).statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute();
    expect((await admin.call('GET', '/api/admin/questions')).statusCode).toBe(403);
    // The public catalogue reads stay public.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).statusCode).toBe(200);
  });

  it('adds a category, a topic and a quiz whose questions a learner can then take; bad input names the field', async () => {
    const admin = await user(ctx, { admin: true });
    const badCategory = await admin.call('POST', '/api/add-category', { name: ' ', totalQuestions: 0, quizTaken: -1 });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().details.map((issue: { path: string }) => issue.path).sort()).toEqual(['/name', '/quizTaken', '/totalQuestions']);
    const category = await admin.call('POST', '/api/add-category', { name: 'Sicurezza OT', totalQuestions: '40', quizTaken: 0 });
    expect(category.statusCode).toBe(201);
    expect(category.json()).toMatchObject({ slug: 'sicurezza-ot', name: 'Sicurezza OT', totalQuestions: 40, quizTaken: 0 });
    expect((await admin.call('POST', '/api/add-category', { name: 'sicurezza ot', totalQuestions: 1, quizTaken: 0 })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/get-categories' })).json().map((row: { name: string }) => row.name)).toContain('Sicurezza OT');

    const badTopic = await admin.call('POST', '/api/add-topic', { certification_id: 999999, title: 'VLAN' });
    expect(badTopic.statusCode).toBe(400);
    expect(badTopic.json().details[0].path).toBe('/certification_id');
    const topic = await admin.call('POST', '/api/add-topic', { certification_id: NETWORK_PLUS, title: 'VLAN e trunking' });
    expect(topic.statusCode).toBe(201);
    expect((await admin.call('POST', '/api/add-topic', { certification_id: NETWORK_PLUS, title: 'vlan e  trunking' })).statusCode).toBe(409);
    const topics = (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}?lang=fr` })).json();
    expect(topics.at(-1)).toMatchObject({ id: topic.json().id, title: 'VLAN e trunking' });

    const noQuestions = await admin.call('POST', '/api/add-quiz', { title: 'Quiz VLAN', category: NETWORKING, certification: NETWORK_PLUS, questions: [] });
    expect(noQuestions.statusCode).toBe(400);
    expect(noQuestions.json().details[0].path).toBe('/questions');
    const wrongCategory = await admin.call('POST', '/api/add-quiz', { title: 'Quiz VLAN', category: 1, certification: NETWORK_PLUS, questions: [{ question: 'Q?', answers: ['a', 'b', 'c', 'd'], correctAnswer: 0 }] });
    expect(wrongCategory.json().details[0].path).toBe('/category');
    const quiz = await admin.call('POST', '/api/add-quiz', {
      title: 'Quiz VLAN',
      category: NETWORKING,
      certification: NETWORK_PLUS,
      questions: [
        { question: 'Quale standard definisce il tagging VLAN?', answers: ['802.1Q', '802.3af', '802.11ac', '802.1X'], correctAnswer: 0 },
        { question: 'Cosa trasporta un trunk?', answers: ['Una VLAN', 'Più VLAN', 'Solo voce', 'Solo gestione'], correctAnswer: 1, topic_id: topic.json().id },
      ],
    });
    expect(quiz.statusCode).toBe(201);
    const { quizId, questionIds } = quiz.json();
    expect(questionIds).toHaveLength(2);
    const started = await admin.call('GET', `/api/questions/${quizId}?mode=training&lang=en`);
    expect(started.json().questions.map((q: { question: string }) => q.question)).toEqual(['Quale standard definisce il tagging VLAN?']);
  });

  it('exports quiz_domande.csv and imports it back to the same questions in all four languages', async () => {
    const admin = await user(ctx, { admin: true });
    const exported = await admin.call('GET', `/api/admin/questions/export?certificationId=${NETWORK_PLUS}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="quiz_domande.csv"');
    const csv = exported.body;
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"id","certification","topic","language","question","answer_1","answer_2","answer_3","answer_4","correct_answer","explanation"');
    const before = await bankOf(ctx);
    const maxId = Number((await ctx.db.selectFrom('questions').select((eb) => eb.fn.max('id').as('n')).executeTakeFirstOrThrow()).n);
    const imported = await admin.upload('/api/admin/questions/import', csv);
    expect(imported.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data.slice(1);
    expect(imported.json()).toEqual({ imported: new Set(rows.map((row) => row[0])).size, translations: rows.length });
    expect(await bankOf(ctx, maxId)).toEqual(before);
    expect((await bankOf(ctx, maxId)).some((row) => row.includes('"lang":"fr"'))).toBe(true);
  });

  it('imports nothing from a file with bad rows and lists each refused row by number and reason', async () => {
    const admin = await user(ctx, { admin: true });
    const before = await liveCount(ctx);
    const csv = [HEADER, 'Ok?,a,b,c,d,1,Porte', 'Missing answer?,a,,c,d,2,Porte', 'Bad key?,a,b,c,d,5,Porte', 'Unknown topic?,a,b,c,d,1,Nope', 'Ok too?,a,b,c,d,4,Ports'].join('\n');
    const refused = await admin.upload(`/api/admin/questions/import?certificationId=${NETWORK_PLUS}`, csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'validation_error', message: '3 rows refused: nothing was imported.' });
    expect(refused.json().details).toEqual([
      { row: 3, field: 'answer_2', reason: 'required' },
      { row: 4, field: 'correct_answer', reason: 'invalid_correct_answer' },
      { row: 5, field: 'topic', reason: 'unknown_topic' },
    ]);
    expect(await liveCount(ctx)).toBe(before);
    const noCertification = await admin.upload('/api/admin/questions/import', [HEADER, 'Ok?,a,b,c,d,1,Porte'].join('\n'));
    expect(noCertification.json().details).toEqual([{ row: 2, field: 'certification', reason: 'required' }]);
  });

  it('imports nothing when the upload is cancelled midway: the chunks already written are deleted', async () => {
    const admin = await user(ctx, { admin: true });
    const before = { live: await liveCount(ctx), all: (await admin.call('GET', '/api/admin/questions?status=all')).json().total };
    const csv = [HEADER, ...Array.from({ length: 350 }, (_, index) => `Annullata ${index}?,a,b,c,d,1,Porte`)].join('\n');
    // The service checks for a cancelled upload before it starts and before each chunk of 100: this one is
    // cancelled at its third chunk, after two were written.
    let checks = 0;
    const signal = { get aborted() { checks += 1; return checks > 3; } } as AbortSignal;
    await expect(ctx.app.adminContent.importQuestions(Buffer.from(csv), { format: 'csv', certificationId: NETWORK_PLUS }, signal)).rejects.toMatchObject({ statusCode: 400 });
    expect(checks).toBe(4);
    expect(await liveCount(ctx)).toBe(before.live);
    expect((await admin.call('GET', '/api/admin/questions?status=all')).json().total).toBe(before.all);
    const left = await ctx.db.selectFrom('question_translations').select((eb) => eb.fn.countAll().as('n')).where('question', 'like', 'Annullata %').executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    expect(await ctx.db.selectFrom('questions').select('id').where('import_batch', 'is not', null).execute()).toEqual([]);
  });

  it('shows an import in progress nowhere, and deletes a dead import\'s rows at start-up or at the next import', async () => {
    const admin = await user(ctx, { admin: true });
    const learner = await user(ctx);
    const topic = (await admin.call('POST', '/api/add-topic', { certification_id: NETWORK_PLUS, title: 'Import in corso' })).json();
    const texts = (text: string) => [{ lang: 'it', question: text, answers: ['a', 'b', 'c', 'd'], explanation: null }];
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    const counts = async () => ({
      topics: (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json().map((row: { id: number; question_count: number }) => [row.id, row.question_count]),
      live: (await admin.call('GET', '/api/admin/questions?status=live')).json().total,
      retired: (await admin.call('GET', '/api/admin/questions?status=retired')).json().total,
      all: (await admin.call('GET', '/api/admin/questions?status=all')).json().total,
    });
    const before = await counts();
    // Another process's import writing now, and one whose process died ten minutes ago.
    const running = await insertQuestions(ctx.db, [1, 2, 3].map((n) => ({ topicId: topic.id, correctIndex: 0, texts: texts(`Pendente ${n}?`) })), now.toISOString(), { id: 'running', startedAt: now.toISOString() });
    const dead = await insertQuestions(ctx.db, [1, 2].map((n) => ({ topicId: topic.id, correctIndex: 0, texts: texts(`Pendente morta ${n}?`) })), minutesAgo(10), { id: 'dead', startedAt: minutesAgo(11) });

    expect(await counts()).toEqual(before);
    expect((await admin.call('GET', '/api/admin/questions?status=all&q=Pendente')).json()).toMatchObject({ items: [], total: 0 });
    expect((await admin.call('GET', `/api/admin/questions?topicId=${topic.id}&status=all`)).json().total).toBe(0);
    for (const id of [...running, ...dead]) {
      expect((await admin.call('GET', `/api/admin/questions/${id}`)).statusCode).toBe(404);
      // Restoring it would publish part of an import: there is nothing to restore.
      expect((await admin.call('POST', `/api/admin/questions/${id}/restore`)).statusCode).toBe(404);
      expect((await learner.call('POST', '/api/feedback', { questionId: id, type: 'report', description: 'x' })).statusCode).toBe(404);
    }
    // A new topic is a Premium one: the admin takes its quiz.
    expect((await admin.call('GET', `/api/questions/${topic.id}?mode=training`)).statusCode).toBe(404);
    expect((await admin.call('GET', `/api/admin/questions/export?certificationId=${NETWORK_PLUS}`)).body).not.toContain('Pendente');

    // A start-up deletes the dead batch; the running one may still be published by its process.
    const restarted = await buildApp({ config: ctx.config, db: ctx.db, logger: false });
    await restarted.ready();
    await restarted.close();
    const batches = async () => (await ctx.db.selectFrom('questions').select('import_batch').where('topic_id', '=', topic.id).execute()).map((row) => row.import_batch);
    expect(await batches()).toEqual(['running', 'running', 'running']);
    const pendingTexts = async () => Number((await ctx.db.selectFrom('question_translations').select((eb) => eb.fn.countAll().as('n')).where('question', 'like', 'Pendente%').executeTakeFirstOrThrow()).n);
    expect(await pendingTexts()).toBe(3);

    // Its process then dies too: the next import deletes it, and publishes its own questions.
    await ctx.db.updateTable('questions').set({ updated_at: minutesAgo(2) }).where('import_batch', '=', 'running').execute();
    const imported = await admin.upload(`/api/admin/questions/import?topicId=${topic.id}`, [HEADER.replace(',topic', ''), 'Pubblicata?,a,b,c,d,2'].join('\n'));
    expect(imported.json()).toEqual({ imported: 1, translations: 1 });
    expect(await batches()).toEqual([null]);
    expect(await pendingTexts()).toBe(0);
    const after = await counts();
    expect(after.all).toBe(before.all + 1);
    expect((await admin.call('GET', `/api/questions/${topic.id}?mode=training`)).json().questions.map((q: { question: string }) => q.question)).toEqual(['Pubblicata?']);
  });

  it('reads a Windows-1252 file\'s accents, keeps UTF-8 accents, and refuses a file in neither', async () => {
    const admin = await user(ctx, { admin: true });
    const text = [HEADER, '"Perché è così, però?",à,è,ì,ò,1,Porte'].join('\r\n');
    const latin = Buffer.from(text, 'latin1');
    const url = `/api/admin/questions/import?certificationId=${NETWORK_PLUS}`;
    expect((await admin.upload(url, latin)).json()).toEqual({ imported: 1, translations: 1 });
    expect((await admin.upload(url, Buffer.from(text.replace('Perché', 'Perchè'), 'utf8'))).statusCode).toBe(200);
    const stored = await ctx.db.selectFrom('question_translations').select('question').where('question', 'like', 'Perch%').orderBy('question').execute();
    expect(stored.map((row) => row.question)).toEqual(['Perchè è così, però?', 'Perché è così, però?']);
    const garbage = await admin.upload(url, Buffer.from([0x71, 0x81, 0x8d, 0x90, 0x0a]), 'application/octet-stream');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/UTF-8 or Windows-1252/);
    expect(garbage.json().details).toEqual([{ row: 0, field: 'file', reason: 'encoding' }]);
  });

  it('imports Aiken and GIFT multiple-choice files through the same validation', async () => {
    const admin = await user(ctx, { admin: true });
    const topicId = (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json()[0].id;
    const aiken = 'Quale porta usa HTTPS?\nA. 21\nB. 443\nC. 80\nD. 25\nANSWER: B\n\nQuale porta usa SSH?\nA) 22\nB) 23\nC) 25\nD) 110\nANSWER: A\n';
    expect((await admin.upload(`/api/admin/questions/import?format=aiken&topicId=${topicId}`, aiken, 'text/plain')).json()).toEqual({ imported: 2, translations: 2 });
    expect((await admin.upload('/api/admin/questions/import?format=aiken', aiken, 'text/plain')).json().details[0].path).toBe('/topicId');
    const gift = '$CATEGORY: $course$/Network+/Modello OSI\n\n::OSI:: A quale livello lavora uno switch? {\n=Collegamento dati\n~Fisico\n~Rete\n~Trasporto\n}\n';
    expect((await admin.upload(`/api/admin/questions/import?format=gift&certificationId=${NETWORK_PLUS}&lang=it`, gift, 'text/plain')).json()).toEqual({ imported: 1, translations: 1 });
    const list = (await admin.call('GET', `/api/admin/questions?certificationId=${NETWORK_PLUS}&q=switch`)).json();
    expect(list.items).toEqual([expect.objectContaining({ question: 'A quale livello lavora uno switch?', topic_title: 'Modello OSI', languages: ['it'] })]);
    // % and _ are searched as themselves, not as wildcards: no question of the bank contains them.
    for (const q of ['%', '_', 'sw_tch', '%switch']) expect((await admin.call('GET', `/api/admin/questions?q=${encodeURIComponent(q)}`)).json().total, q).toBe(0);
  });

  it('edits a question in four languages with versions: a past attempt\'s review shows the text it was taken with', async () => {
    const admin = await user(ctx, { admin: true });
    const learner = await user(ctx);
    const topicId = (await ctx.app.inject({ method: 'GET', url: `/api/get-topics/${NETWORK_PLUS}` })).json()[0].id;
    const started = (await learner.call('GET', `/api/questions/${topicId}?mode=training&lang=en`)).json();
    // A question of the bank (with its four languages), not one an earlier test imported.
    const keyed = await ctx.db.selectFrom('questions').select('id').where('id', 'in', started.questions.map((q: { id: number }) => q.id)).where('key', 'is not', null).execute();
    const shown = started.questions.find((q: { id: number }) => q.id === keyed[0]!.id);
    const questionId = shown.id as number;
    const oldText = shown.question as string;
    const detail = (await admin.call('GET', `/api/admin/questions/${questionId}`)).json();
    expect(detail.translations.en.question).toBe(oldText);
    const translations = Object.fromEntries(['it', 'en', 'fr', 'es'].map((lang) => [lang, { ...detail.translations[lang], question: `${detail.translations[lang].question} (v2)` }]));
    const missingIt = await admin.call('PUT', `/api/admin/questions/${questionId}`, { topicId: detail.topic_id, correctIndex: 0, translations: { en: translations.en } });
    expect(missingIt.json().details[0].path).toBe('/translations/it');
    const edited = await admin.call('PUT', `/api/admin/questions/${questionId}`, { topicId: detail.topic_id, correctIndex: (detail.correct_index + 1) % 4, translations });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ revisions: 1, correct_index: (detail.correct_index + 1) % 4 });
    expect(edited.json().edited_at).not.toBeNull();

    // The attempt began before the edit: its answer is marked, and its review shown, against the old version.
    const answers = started.questions.map((q: { id: number }) => ({ questionId: q.id, answerId: q.id === questionId ? detail.correct_index : 0 }));
    const saved = (await learner.call('POST', '/api/save-exam', { attemptId: started.attemptId, answers })).json();
    const reviewed = saved.review.find((item: { questionId: number }) => item.questionId === questionId);
    expect(reviewed).toMatchObject({ question: oldText, correct: true, correctAnswerId: detail.correct_index });
    const again = (await learner.call('GET', `/api/attempts/${started.attemptId}/review`)).json();
    expect(again.review.find((item: { questionId: number }) => item.questionId === questionId).question).toBe(oldText);
    // A new quiz gets the new text.
    const later = (await admin.call('GET', `/api/questions/${topicId}?mode=training&lang=en`)).json();
    expect(later.questions.find((q: { id: number }) => q.id === questionId).question).toBe(`${oldText} (v2)`);

    // The start-up seed reloads the bank and leaves the admin's edit alone.
    await seedContent(ctx.db, FIXTURE_CONTENT_DIR, new Date().toISOString());
    expect((await admin.call('GET', `/api/admin/questions/${questionId}`)).json().translations.fr.question).toBe(translations.fr!.question);
  });

  it('retires a question (no longer served, kept for old results) and restores it', async () => {
    const admin = await user(ctx, { admin: true });
    const list = (await admin.call('GET', `/api/admin/questions?certificationId=${NETWORK_PLUS}&status=live`)).json();
    const target = list.items.find((item: { key: string | null }) => item.key === 'network-plus-002');
    const retired = await admin.call('POST', `/api/admin/questions/${target.id}/retire`);
    expect(retired.json()).toMatchObject({ retired: true });
    const served = (await admin.call('GET', `/api/questions/${target.topic_id}?mode=training`)).json().questions.map((q: { id: number }) => q.id);
    expect(served).not.toContain(target.id);
    await seedContent(ctx.db, FIXTURE_CONTENT_DIR, new Date().toISOString());
    expect((await admin.call('GET', `/api/admin/questions/${target.id}`)).json().retired).toBe(true);
    expect((await admin.call('POST', `/api/admin/questions/${target.id}/restore`)).json().retired).toBe(false);
    expect((await admin.call('GET', '/api/admin/questions/999999')).statusCode).toBe(404);
  });

  it('gives categories named in other scripts slugs of their own, and of one name added twice at once keeps one (409, not 500)', async () => {
    const admin = await user(ctx, { admin: true });
    const add = (name: string) => admin.call('POST', '/api/add-category', { name, totalQuestions: 1, quizTaken: 0 });
    const [cyrillic, chinese] = [await add('Сети'), await add('网络')];
    expect([cyrillic.statusCode, chinese.statusCode]).toEqual([201, 201]);
    expect(cyrillic.json().slug).not.toBe(chinese.json().slug);
    expect((await add('Сети')).statusCode).toBe(409);
    const racing = await Promise.all(Array.from({ length: 4 }, () => add('Reti industriali')));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(racing.filter((response) => response.statusCode === 409).map((response) => response.json().details[0].path)).toEqual(['/name', '/name', '/name']);
  });

  it('exports formula-like texts neutralised with a quote, and the import gives them back unchanged', async () => {
    const admin = await user(ctx, { admin: true });
    const text = [HEADER, '"=HYPERLINK(""http://x"",""y"")",+1,-1,@SUM(A1),\'quoted,1,Porte'].join('\n');
    expect((await admin.upload(`/api/admin/questions/import?certificationId=${NETWORK_PLUS}`, text)).statusCode).toBe(200);
    const exported = (await admin.call('GET', `/api/admin/questions/export?certificationId=${NETWORK_PLUS}`)).body;
    const rows = Papa.parse<string[]>(exported.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
    const row = rows.find((cells) => cells[4]!.includes('HYPERLINK'))!;
    expect(row.slice(4, 9)).toEqual(['\'=HYPERLINK("http://x","y")', "'+1", "'-1", "'@SUM(A1)", "''quoted"]);
    expect(rows.flat().some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
  });
});
