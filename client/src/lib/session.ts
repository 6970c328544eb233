import { useSyncExternalStore } from 'react';

/**
 * The stored user of docs/product-spec.md §3 (local storage key `userInfo`). It holds display data only:
 * the session credential is an httpOnly cookie the page cannot read (docs/decisions.md, "Sessions"). Signed in,
 * for routing purposes, means this is present; the server has the last word on every call.
 */
export interface StoredUser {
  _id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  phone: string | null;
  designation: string | null;
  profilePicture: string | null;
  remainingCredits: number;
  totalCredits: number;
  planExpiry: string | null;
}

const KEY = 'userInfo';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: StoredUser | null = null;

function read(): StoredUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredUser) : null;
    cached = parsed && typeof parsed._id === 'string' ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getStoredUser(): StoredUser | null {
  return read();
}

export function setStoredUser(user: { id: string } & Omit<StoredUser, '_id'>): void {
  const { id, ...rest } = user;
  const stored: StoredUser = {
    _id: id,
    email: rest.email,
    firstName: rest.firstName,
    lastName: rest.lastName,
    company: rest.company,
    phone: rest.phone,
    designation: rest.designation,
    profilePicture: rest.profilePicture,
    remainingCredits: rest.remainingCredits,
    totalCredits: rest.totalCredits,
    planExpiry: rest.planExpiry,
  };
  window.localStorage.setItem(KEY, JSON.stringify(stored));
  emit();
}

export function clearStoredUser(): void {
  window.localStorage.removeItem(KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored user, re-rendering when it changes (also in other tabs). */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
