// Prints the question bank's size: questions per certification, per topic and per language.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, contentFileSchema, findCertification, longestAnswerShares, requiredDepth } from '@certamen/shared';

const dir = path.resolve(import.meta.dirname, '../content');
let total = 0;
for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
  const bank = contentFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  const perLanguage = LANGUAGES.map((lang) => `${lang} ${bank.questions.filter((q) => q[lang].question.trim()).length}`).join(', ');
  console.log(`\n${bank.certification}: ${bank.questions.length} questions in ${bank.topics.length} topics (${perLanguage})`);
  console.log(`  objectives: ${bank.objectives}`);
  const certification = findCertification(bank.certification);
  const shares = longestAnswerShares(bank).map((share) => `${share.lang} ${Math.round(share.strict * 100)}%/${(share.glaring * 100).toFixed(1)}%`);
  console.log(`  depth: ${bank.questions.length} of ${certification ? requiredDepth(certification) : '?'} needed; key longest (strictly/glaringly): ${shares.join(', ')}`);
  for (const topic of bank.topics) {
    const questions = bank.questions.filter((q) => q.topic === topic.key);
    const byDifficulty = ['easy', 'medium', 'hard'].map((level) => questions.filter((q) => q.difficulty === level).length).join('/');
    console.log(`  ${String(questions.length).padStart(3)}  ${topic.title.en} (easy/medium/hard ${byDifficulty})`);
  }
  total += bank.questions.length;
}
console.log(`\nTotal: ${total} questions, each in ${LANGUAGES.length} languages`);
