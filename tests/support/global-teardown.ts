export default async function teardown(): Promise<void> {}
