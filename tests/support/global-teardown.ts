const g = globalThis as unknown as { __vvTestDb?: { refs: number; stop?: () => Promise<void> } };

export default async function globalTeardown(): Promise<void> {
  const state = g.__vvTestDb;
  if (!state) return;
  state.refs--;
  if (state.refs > 0) return;
  g.__vvTestDb = undefined;
  await state.stop?.();
}
