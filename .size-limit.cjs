// The home page's initial JavaScript: the entry script and every module it preloads, as the built
// index.html lists them (docs/performance.md). Checked by `npm test` after the build.
const fs = require('node:fs');
const path = require('node:path');

const dist = path.join(__dirname, 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => path.join('apps/web/dist', match[1]));

module.exports = [{ name: 'home page initial JavaScript (gzip)', path: initial, limit: '130 KB', gzip: true }];
