/** Credit packages (spec section 9); the server prices them again when card payments arrive. */
export interface CreditPackage {
  id: number;
  credits: number;
  /** US dollars. */
  price: number;
  popular: boolean;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 1, credits: 2, price: 1, popular: false },
  { id: 2, credits: 44, price: 50, popular: true },
  { id: 3, credits: 66, price: 75, popular: false },
];
