import { createContext, useContext } from 'react';
import type { Party } from '@/lib/booking/occupancy';
import type { RoomOffer } from './room-offer';

/** The rooms of the stay and what the traveller chose of them: given by the availability part to the room list. */
export interface RoomChoice {
  rooms: RoomOffer[];
  party: Party;
  counts: Record<string, number>;
  onCount: (categoryId: string, count: number) => void;
  /** 'Total for 2 nights'. */
  totalLabel: string;
}

export const RoomChoiceContext = createContext<RoomChoice | null>(null);

export function useRoomChoice(): RoomChoice {
  const choice = useContext(RoomChoiceContext);
  if (!choice) throw new Error('the room list must be inside the availability part');
  return choice;
}
