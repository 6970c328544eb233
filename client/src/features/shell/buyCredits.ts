import { createContext, useContext } from 'react';

/** Opens the shell's Buy Credits dialog from anywhere inside the signed-in layout. */
export const BuyCreditsContext = createContext<() => void>(() => {});

export function useOpenBuyCredits(): () => void {
  return useContext(BuyCreditsContext);
}
