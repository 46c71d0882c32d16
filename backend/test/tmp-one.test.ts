import { statedAges } from '../src/modules/safety/ages';
import { fold, joinSpelled } from '../src/modules/safety/normalize';
import { violatesAdultPolicy } from '../src/modules/safety/content-policy';
it('one', () => {
  for (const t of (process.env.T ?? '').split('|')) {
    const f = joinSpelled(fold(t));
    console.log(JSON.stringify(f), JSON.stringify(statedAges(f)), ['prompt', 'character', 'chat', 'reply'].map((m) => violatesAdultPolicy(t, m as never)));
  }
});
