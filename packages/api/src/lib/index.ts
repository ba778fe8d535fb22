export { acquireDataDirLock, lockFileName, type DataDirLock } from './lock.js';
export {
  dummyPasswordHash,
  hashPassword,
  passwordHashOptions,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.js';
export {
  createReference,
  createSecretReference,
  normalizeSecretReference,
  secretReferencePattern,
  referenceAlphabet,
  referencePattern,
  referencePrefixes,
  type ReferenceKind,
} from './references.js';
export {
  createToken,
  hashToken,
  resetTokenExpiry,
  tokenExpiry,
  verificationTokenExpiry,
  type CreatedToken,
} from './tokens.js';
export { ensureOwnerOnlyDir, restrictNewFiles, tightenTree } from './owner-only.js';
