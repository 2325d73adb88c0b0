export { applicableLartas, applicableLartasId, lartasGroups, lartasLookup } from './lartas';
export type { LartasLine, LartasLink, LartasLookup, LartasTables } from './lartas';
export { LARTAS_ACK_TEXT_VERSION, checkLartasAck } from './ack';
export type { LartasAck, LartasAckCheck } from './ack';
