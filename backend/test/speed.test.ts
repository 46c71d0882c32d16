import { violatesAdultPolicy } from '../src/modules/safety/content-policy';
it('times', () => {
  const scripts = ['a-z', 'а-я', 'α-ω', 'ا-ي', 'א-ת', 'क-ह', 'ক-হ', 'ก-ฮ', '一-龥', '가-힣'];
  const ranges = scripts.map((r) => [r.codePointAt(0)!, r.codePointAt(2)!]);
  let seed = 1;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const text = (n: number) => { let s = ''; while (s.length < n) { const [a, b] = ranges[Math.floor(rnd() * ranges.length)]; const len = 1 + Math.floor(rnd() * 9); for (let i = 0; i < len; i++) s += String.fromCodePoint(a + Math.floor(rnd() * (b - a))); s += rnd() < 0.1 ? ` ${Math.floor(rnd()*100)} ` : ' '; } return s.slice(0, n); };
  violatesAdultPolicy('warm');
  for (const n of [2000, 50000]) for (const mode of ['prompt', 'chat'] as const) {
    const times: number[] = [];
    for (let i = 0; i < (n > 10000 ? 10 : 100); i++) { const t = text(n); const s = process.hrtime.bigint(); violatesAdultPolicy(t, mode); times.push(Number(process.hrtime.bigint() - s) / 1e6); }
    times.sort((a, b) => a - b);
    console.log(n, mode, 'median', times[times.length >> 1].toFixed(2), 'max', times[times.length - 1].toFixed(2));
  }
});
