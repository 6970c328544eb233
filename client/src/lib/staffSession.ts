import { useSyncExternalStore } from 'react';

/**
 * The staff sign-in's display data (docs/product-spec.md §3, "Admin user data": local storage key
 * `admin-user-data`, the admin login result). Display data only: the credential is the httpOnly
 * `tl_staff` cookie the page cannot read, and the token of the login answer is never kept. The
 * staff area's guard is the server (`adminMe`), not this copy.
 */
export interface StoredAdmin {
  admin: {
    id: string;
    username: string;
    email: string;
    role: string;
    isActive: boolean;
    lastSignInAt: string | null;
    createdAt: string;
  };
  /** When the staff session ends (8 hours after sign-in by default). */
  expiresAt: string | null;
}

export const ADMIN_STORAGE_KEY = 'admin-user-data';

type AdminFields = StoredAdmin['admin'];

/** What is kept of a login answer (or of a fresh `adminMe`): the account's fields and the expiry, never a token or anything else. */
export function toStoredAdmin(signIn: { admin: AdminFields; expiresAt?: string | null }): StoredAdmin {
  const { id, username, email, role, isActive, lastSignInAt, createdAt } = signIn.admin;
  return { admin: { id, username, email, role, isActive, lastSignInAt, createdAt }, expiresAt: signIn.expiresAt ?? null };
}

/** Reads the stored text; anything unreadable or not shaped like a staff sign-in is null. */
export function parseStoredAdmin(raw: string | null): StoredAdmin | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredAdmin> | null;
    const admin = parsed?.admin;
    if (!admin || typeof admin.id !== 'string' || typeof admin.username !== 'string' || typeof admin.role !== 'string') return null;
    return toStoredAdmin({ admin, expiresAt: typeof parsed.expiresAt === 'string' ? parsed.expiresAt : null });
  } catch {
    return null;
  }
}

interface StaffSessionState {
  stored: StoredAdmin | null;
  /** The server said the staff session is gone (UNAUTHENTICATED) since the last sign-in: staff pages go to /admin. */
  ended: boolean;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let ended = false;
let state: StaffSessionState = { stored: null, ended: false };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function read(): StaffSessionState {
  const raw = readRaw();
  if (raw !== cachedRaw || state.ended !== ended) {
    cachedRaw = raw;
    state = { stored: parseStoredAdmin(raw), ended };
  }
  return state;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getStoredAdmin(): StoredAdmin | null {
  return read().stored;
}

/** After a sign-in (or a fresh `adminMe`): the display copy, and the session counts as open again. */
export function setStoredAdmin(value: StoredAdmin): void {
  try {
    window.localStorage.setItem(ADMIN_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage may be full or blocked; the staff area reads the server anyway.
  }
  ended = false;
  emit();
}

/** Logout: forgets the display copy. */
export function clearStoredAdmin(): void {
  try {
    window.localStorage.removeItem(ADMIN_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
  emit();
}

/** The server answered UNAUTHENTICATED to a staff call: the copy is forgotten and the staff pages send the browser to /admin. */
export function endStaffSession(): void {
  ended = true;
  clearStoredAdmin();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === ADMIN_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverState: StaffSessionState = { stored: null, ended: false };

/** The stored staff sign-in and whether the server has ended the session, re-rendering when either changes. */
export function useStaffSession(): StaffSessionState {
  return useSyncExternalStore(subscribe, read, () => serverState);
}
