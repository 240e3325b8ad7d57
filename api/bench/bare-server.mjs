// A bare node:http server answering fixed bytes: the baseline of the API benchmark.
// Usage: node bare-server.mjs <port> <dir with cities.json and search.json>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [port, dir] = process.argv.slice(2);
const cities = fs.readFileSync(path.join(dir, 'cities.json'));
const search = fs.readFileSync(path.join(dir, 'search.json'));
http
  .createServer((req, res) => {
    const body = req.url === '/api/search/result' ? search : cities;
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      res.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
