// The chat relay's floor: on 'go', stream a reply from the OpenAI-compatible server with the openai
// SDK and send every delta to the asking socket as chat:token, nothing else in between.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

import OpenAI from 'openai';

const { Server } = createRequire(new URL('../../backend/package.json', import.meta.url))('socket.io');
const openai = new OpenAI({ baseURL: process.env.OPENAI_BASE_URL, apiKey: 'bench' });
const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
io.on('connection', (socket) => {
  socket.on('go', async () => {
    const stream = await openai.chat.completions.create({
      model: 'bench',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    let offset = 0;
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (!delta) continue;
      socket.emit('chat:token', { delta, offset });
      offset += delta.length;
    }
    socket.emit('chat:message', {});
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
