import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../lib/handled';
import { BUY_PARAM, withoutParams } from './paymentText';

/**
 * Opens the shell's Buy Credits dialog from anywhere inside the signed-in layout (the layout
 * provides it; the out-of-credits message and the empty order history use it).
 */
export const BuyCreditsContext = createContext<() => void>(() => {});

export function useOpenBuyCredits(): () => void {
  return useContext(BuyCreditsContext);
}

/**
 * An address with buy=credits (the pricing page's buttons, for a signed-in user) opens the Buy
 * Credits dialog; the parameter then leaves the address (replace), so Back or a reload does not
 * open it again.
 */
export function useBuyCreditsFromAddress(open: () => void): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useAppNavigate();
  useEffect(() => {
    if (new URLSearchParams(search).get(BUY_PARAM) !== 'credits') return;
    open();
    navigate({ pathname, search: withoutParams(search, [BUY_PARAM]), hash }, { replace: true });
  }, [hash, navigate, open, pathname, search]);
}
