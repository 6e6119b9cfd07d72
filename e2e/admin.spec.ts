import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { useSession } from './helpers';

// docs/product.md, Administration: an admin adds a category, a topic and a quiz, imports a CSV and finds its
// questions in a quiz; a learner who opens /admin is refused and sent to the profile.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const NETWORK_PLUS = 11;

async function login(request: APIRequestContext, credentials: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; user: { id: number } };
}

/** The card (form or section) an admin works in, found by its heading. */
const card = (page: Page, heading: string): Locator => page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

async function pickNetworkPlus(scope: Locator) {
  await scope.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Reti' });
  await scope.getByLabel('Certificazione', { exact: true }).selectOption({ label: 'CompTIA Network+' });
}

test('an admin adds a category, a topic and a quiz, imports a CSV and sees its questions in a quiz', async ({ page, request }) => {
  const session = await login(request, E2E_ADMIN);
  await useSession(page, session.token, session.user);
  const stamp = Date.now().toString(36);
  await page.goto('/it/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Area Amministrazione' })).toBeVisible();

  // Category: the spec's validation message, then the success.
  const category = card(page, 'Nuova categoria');
  await category.getByRole('button', { name: 'Aggiungi categoria' }).click();
  await expect(category.getByRole('alert')).toHaveText('Tutti i campi devono essere validi!');
  await category.getByLabel('Nome').fill(`Sicurezza OT ${stamp}`);
  await category.getByLabel('Domande totali').fill('40');
  await category.getByRole('button', { name: 'Aggiungi categoria' }).click();
  await expect(category.getByRole('status')).toHaveText('Categoria aggiunta!');

  // Topic in CompTIA Network+.
  const topicTitle = `VLAN ${stamp}`;
  const topic = card(page, 'Argomenti');
  await topic.getByRole('button', { name: 'Aggiungi argomento' }).click();
  await expect(topic.getByRole('alert')).toHaveText('Seleziona certificazione e inserisci il nome del topic');
  await pickNetworkPlus(topic);
  await topic.getByLabel('Nome del topic').fill(topicTitle);
  await topic.getByRole('button', { name: 'Aggiungi argomento' }).click();
  await expect(topic.getByRole('status')).toHaveText('Argomento aggiunto!');
  await expect(topic.getByRole('listitem').filter({ hasText: topicTitle })).toBeVisible();

  // A quiz with one question of its own.
  const quiz = card(page, 'Nuovo quiz');
  await quiz.getByLabel('Titolo del quiz').fill(`Quiz trunking ${stamp}`);
  await pickNetworkPlus(quiz);
  await quiz.getByLabel('Testo della domanda').fill(`Cosa trasporta un trunk ${stamp}?`);
  for (const [n, text] of ['Una sola VLAN', 'Più VLAN con tag 802.1Q', 'Solo traffico voce', 'Solo la VLAN di gestione'].entries()) await quiz.getByLabel(`Risposta ${n + 1}`, { exact: true }).fill(text);
  await quiz.getByRole('radio', { name: 'La 2 è corretta' }).check();
  await quiz.getByRole('button', { name: 'Salva quiz' }).click();
  await expect(quiz.getByRole('status')).toHaveText('Quiz aggiunto!');
  await expect(quiz.getByRole('link', { name: 'Apri il quiz' })).toBeVisible();

  // Import: a file with a bad row imports nothing and names the row; the corrected file loads both questions.
  const importer = card(page, 'Importa domande');
  await pickNetworkPlus(importer);
  const header = 'question,answer_1,answer_2,answer_3,answer_4,correct_answer,topic';
  const good = [`"Domanda importata 1 ${stamp}: perché si usa il tagging?",Per separare le VLAN,Per cifrare,Per comprimere,Per instradare,1,${topicTitle}`, `"Domanda importata 2 ${stamp}: quale standard?",802.1Q,802.3,802.11,802.1X,1,${topicTitle}`];
  await importer.getByLabel('File').setInputFiles({ name: 'domande.csv', mimeType: 'text/csv', buffer: Buffer.from([header, good[0], 'Riga rotta,a,b,c,d,7,Nessuno'].join('\n')) });
  await importer.getByRole('button', { name: 'Importa' }).click();
  await expect(importer.getByRole('alert')).toContainText('Errore nel parsing del file CSV');
  await expect(importer.getByTestId('import-row-errors')).toContainText('Riga 3 · correct_answer: dev\'essere un numero da 1 a 4');
  await importer.getByLabel('File').setInputFiles({ name: 'domande.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...good].join('\n')) });
  await importer.getByRole('button', { name: 'Importa' }).click();
  await expect(importer.getByRole('status').filter({ hasText: 'Caricate' })).toHaveText('Caricate 2 domande dal file');

  // Export downloads quiz_domande.csv.
  const exporter = card(page, 'Esporta domande');
  await pickNetworkPlus(exporter);
  const [download] = await Promise.all([page.waitForEvent('download'), exporter.getByRole('button', { name: 'Esporta CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('quiz_domande.csv');

  await page.screenshot({ path: test.info().outputPath('admin-it-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('admin-it-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The imported questions are a quiz: the new topic's training quiz serves them.
  const topics = (await (await request.get(`/api/get-topics/${NETWORK_PLUS}`)).json()) as { id: number; title: string }[];
  const created = topics.find((row) => row.title === topicTitle)!;
  await page.goto(`/it/quiz/topic/${created.id}`);
  await expect(page.getByText(new RegExp(`Domanda importata [12] ${stamp}`))).toBeVisible();

  // The bank list finds them; the editor opens one in four languages.
  await page.goto(`/en/admin/questions?q=${encodeURIComponent(`importata 1 ${stamp}`)}`);
  await expect(page.getByRole('link', { name: /^Edit question \d+$/ })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('questions-en-1440.png'), fullPage: true });
  await page.getByRole('link', { name: /^Edit question \d+$/ }).click();
  await expect(page.getByRole('tab', { name: 'Italiano' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel('Question', { exact: true }).fill(`Imported question 1 ${stamp}: why tag frames?`);
  for (const [n, text] of ['To keep VLANs apart', 'To encrypt', 'To compress', 'To route'].entries()) await page.getByLabel(`Answer ${n + 1}`, { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question saved' })).toBeVisible();
  await expect(page.getByText('1 earlier version kept')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('editor-en-360.png'), fullPage: true });
});

test('a learner who opens /admin sees "Accesso negato" and lands on the profile', async ({ page, request }) => {
  const name = `learner${Date.now().toString(36)}`;
  const registered = await request.post('/api/auth/register', { data: { username: name, email: `${name}@example.com`, password: 'secret-pass1' } });
  const session = (await registered.json()) as { token: string; user: { id: number } };
  await useSession(page, session.token, session.user);
  await page.goto('/it/admin');
  await expect(page.getByRole('alert')).toHaveText('Accesso negato');
  await expect(page).toHaveURL(/\/it\/profile$/, { timeout: 5_000 });
  expect((await request.post('/api/add-category', { data: { name: 'X', totalQuestions: 1, quizTaken: 0 }, headers: { authorization: `Bearer ${session.token}` } })).status()).toBe(403);
});
