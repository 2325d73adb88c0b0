export {
  EMPTY_CONSOLIDATION,
  applyCartRemovals,
  dissolveGroup,
  findGroup,
  groupLines,
  groupOfLine,
  isConsolidated,
  joinGroup,
  leaveGroup,
  removeCartLine,
  removeFromGroup,
  resetConsolidation,
  syncConsolidation,
  ungroupedLines,
  updateGroup,
} from './consolidation';
export type { CartState, Consolidation, ConsolidationGroup, GroupDetails, GroupRef } from './consolidation';
