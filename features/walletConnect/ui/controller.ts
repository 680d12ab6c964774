/** The connection controller (WalletConnect client, viem, the HD wallet state) as its own chunk. */
export const loadController = () => import('./connectionController');
