// The sockets' floor: a bare Socket.IO server (the app's version) that, when the control socket says
// 'go', sends it job:completed and then feed:post to every socket, as the app's gateway does.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

// the server side of Socket.IO is the backend's dependency
const { Server } = createRequire(new URL('../../backend/package.json', import.meta.url))('socket.io');

const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
const post = {
  id: '00000000-0000-4000-8000-000000000000',
  user: 'bench',
  imageUrl: '/media/x.png',
  caption: 'A caption',
  girl: 'Mia',
  girlId: null,
  nsfw: false,
  createdAt: new Date().toISOString(),
};
io.on('connection', (socket) => {
  if (socket.handshake.auth?.control) {
    socket.on('go', () => {
      socket.emit('job:completed', { jobId: 'x', kind: 'pics' });
      io.local.emit('feed:post', { post: { ...post, createdAt: new Date().toISOString() } });
    });
  }
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
