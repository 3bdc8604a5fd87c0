'use strict';
/**
 * Loaded before Next by every way the site is served (`npm start`, `npm run dev`, the image's
 * `node --require ./server/preload.cjs server.js`): HTTP servers created in this process get the front
 * (server/front.cjs) around their request listener, and bounded times for slow clients. Next creates
 * one server; nothing else in the process does.
 */
const http = require('node:http');
const { front, TIMEOUTS } = require('./front.cjs');

const createServer = http.createServer;
http.createServer = function (options, listener) {
  if (typeof options === 'function') [options, listener] = [{}, options];
  return createServer.call(this, { ...TIMEOUTS, ...options }, listener ? front(listener) : listener);
};
