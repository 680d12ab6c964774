'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * A step of a multi-step flow that needs what an earlier step left in memory: when it is missing
 * on arrival (a reload, a direct visit), the user is sent to `start`. Checked once, on arrival, so
 * clearing the flow when it ends does not send anyone back.
 */
export function useFlowStep(present: boolean, start: string): void {
  const router = useRouter();
  const presentOnArrival = useRef(present);
  useEffect(() => {
    if (!presentOnArrival.current) router.replace(start);
  }, [router, start]);
}
