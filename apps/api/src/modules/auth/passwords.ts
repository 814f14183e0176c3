import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read: its value is 2.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the e-mail is unknown keeps the answer time the same: it never tells which was wrong. */
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('no such user, no such password');
  await verifyPassword(await dummyHash, password);
}
