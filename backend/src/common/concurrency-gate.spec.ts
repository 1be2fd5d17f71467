import { ConcurrencyGate } from './concurrency-gate';

describe('ConcurrencyGate', () => {
  it('tryEnter: one slot per key and a bound in all, given back once', () => {
    const gate = new ConcurrencyGate({ perKey: 1, total: 2 });
    const a = gate.tryEnter('a');
    expect(a).not.toBeNull();
    expect(gate.tryEnter('a')).toBeNull(); // the key's one slot is taken
    const b = gate.tryEnter('b');
    expect(b).not.toBeNull();
    expect(gate.tryEnter('c')).toBeNull(); // the process's two are taken
    a!();
    a!(); // a second call gives back nothing more
    expect(gate.active).toBe(1);
    expect(gate.tryEnter('b')).toBeNull();
    const c = gate.tryEnter('c');
    expect(c).not.toBeNull();
    expect(gate.tryEnter('a')).toBeNull();
    b!();
    c!();
    expect(gate.active).toBe(0);
    expect(gate.peak).toEqual({ total: 2, perKey: 1 });
  });

  it('enter: waits in the key’s queue, first come first served, and refuses beyond it', async () => {
    const gate = new ConcurrencyGate({ perKey: 2, queuePerKey: 2, maxWaitMs: 10_000 });
    const first = await gate.enter('p');
    const second = await gate.enter('p');
    const order: string[] = [];
    const third = gate.enter('p').then((r) => (order.push('third'), r));
    const fourth = gate.enter('p').then((r) => (order.push('fourth'), r));
    expect(await gate.enter('p')).toBeNull(); // two wait already
    // another key is not held up
    const other = await gate.enter('q');
    expect(other).not.toBeNull();
    first!();
    second!();
    const [r3, r4] = await Promise.all([third, fourth]);
    expect(order).toEqual(['third', 'fourth']);
    expect(r3).not.toBeNull();
    expect(r4).not.toBeNull();
    expect(gate.active).toBe(3);
    r3!();
    r4!();
    other!();
    expect(gate.active).toBe(0);
    expect(gate.peak.perKey).toBe(2);
  });

  it('enter: a wait longer than maxWaitMs answers null and leaves the queue', async () => {
    jest.useFakeTimers();
    try {
      const gate = new ConcurrencyGate({ perKey: 1, queuePerKey: 1, maxWaitMs: 100 });
      const held = await gate.enter('p');
      const waiting = gate.enter('p');
      jest.advanceTimersByTime(101);
      expect(await waiting).toBeNull();
      // its place in the queue is free again
      const next = gate.enter('p');
      held!();
      expect(await next).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
