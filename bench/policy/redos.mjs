// `npm run policy`, ReDoS: recheck (backend dev dependency) over every pattern the engine compiles.
export function redosSection({ policy, require, target }) {
  console.log('\n== ReDoS sweep (recheck)');
  if (typeof policy.policyPatterns !== 'function') {
    console.log('policyPatterns not exported yet: no sweep (content-policy.ts will export policyPatterns(): RegExp[])');
    return;
  }
  let recheck;
  try {
    recheck = require('recheck');
  } catch {
    console.log('recheck is not installed: no sweep');
    return;
  }
  const patterns = policy.policyPatterns();
  const bad = [];
  let unknown = 0;
  for (const re of patterns) {
    const diag = recheck.checkSync(re.source, re.flags);
    if (diag.status === 'vulnerable')
      bad.push({ re, complexity: diag.complexity?.summary ?? '', attack: diag.attack?.pattern ?? '' });
    else if (diag.status === 'unknown') unknown += 1;
  }
  for (const b of bad.slice(0, 20))
    console.log(`vulnerable: /${b.re.source.slice(0, 160)}/${b.re.flags} ${b.complexity} ${b.attack}`);
  console.log(`${patterns.length} patterns: ${bad.length} vulnerable, ${unknown} unknown (recheck gave up)`);
  target('no pattern vulnerable to ReDoS', bad.length === 0, `${bad.length} of ${patterns.length}`);
}
