import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASK_AFTER_MS, SKIP_WAITING_MESSAGE, askWaitingWorkersToTakeOver, isSkipWaitingMessage } from './take-over';

/** A worker as the page sees it: a state, statechange events, and the messages it was sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = new FakeWorker('activated');

  /** A new worker is found and starts installing (what registration.update() leads to). */
  update(): FakeWorker {
    this.installing = new FakeWorker('installing');
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
  /** It has installed: the browser makes it the waiting worker before telling the page. */
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
  activate(worker: FakeWorker) {
    this.waiting = null;
    this.active = worker;
    worker.moveTo('activating');
  }
}

const start = (registration: FakeRegistration) => askWaitingWorkersToTakeOver(registration as unknown as ServiceWorkerRegistration);
const [FIRST, SECOND] = ASK_AFTER_MS;

describe('askWaitingWorkersToTakeOver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks nothing of a worker that activates by itself', () => {
    const registration = new FakeRegistration();
    start(registration);
    const worker = registration.update();
    registration.installed(worker);
    vi.advanceTimersByTime(FIRST - 1);
    registration.activate(worker);
    vi.advanceTimersByTime(10 * 60_000);
    expect(worker.messages).toEqual([]);
  });

  it('asks a worker still waiting a moment after it installed, not in the same moment', () => {
    const registration = new FakeRegistration();
    start(registration);
    const worker = registration.update();
    registration.installed(worker);
    expect(worker.messages).toEqual([]);
    vi.advanceTimersByTime(FIRST - 1);
    expect(worker.messages).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('asks again while it still waits, and stops once it has taken over', () => {
    const registration = new FakeRegistration();
    start(registration);
    const worker = registration.update();
    registration.installed(worker);
    vi.advanceTimersByTime(FIRST + SECOND);
    expect(worker.messages).toHaveLength(2);
    registration.activate(worker);
    vi.advanceTimersByTime(10 * 60_000);
    expect(worker.messages).toHaveLength(2);
  });

  it('gives up after the last attempt', () => {
    const registration = new FakeRegistration();
    start(registration);
    const worker = registration.update();
    registration.installed(worker);
    vi.advanceTimersByTime(10 * 60_000);
    expect(worker.messages).toHaveLength(ASK_AFTER_MS.length);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks a worker that was already waiting when the page registered', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    start(registration);
    vi.advanceTimersByTime(FIRST);
    expect(waiting.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('follows a worker that was installing when the page registered', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    start(registration);
    registration.installed(worker);
    vi.advanceTimersByTime(FIRST);
    expect(worker.messages).toEqual([SKIP_WAITING_MESSAGE]);
  });

  it('asks nothing of a worker whose install failed, nor of the active one', () => {
    const registration = new FakeRegistration();
    start(registration);
    const worker = registration.update();
    registration.installing = null;
    worker.moveTo('redundant');
    vi.advanceTimersByTime(10 * 60_000);
    expect(worker.messages).toEqual([]);
    expect(registration.active!.messages).toEqual([]);
  });

  it('stops asking and listening once stopped', () => {
    const registration = new FakeRegistration();
    const stop = start(registration);
    const first = registration.update();
    registration.installed(first);
    stop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(first.messages).toEqual([]);
    const second = registration.update();
    registration.installed(second);
    vi.advanceTimersByTime(10 * 60_000);
    expect(second.messages).toEqual([]);
  });
});

describe('isSkipWaitingMessage', () => {
  it('takes only the skip-waiting message', () => {
    expect(isSkipWaitingMessage(SKIP_WAITING_MESSAGE)).toBe(true);
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING', extra: 1 })).toBe(true);
    for (const other of [null, undefined, 'SKIP_WAITING', { type: 'CACHE_URLS' }, {}, 42]) expect(isSkipWaitingMessage(other)).toBe(false);
  });
});
