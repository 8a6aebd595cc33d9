export {
  type AdminOutcome,
  RecordList,
  type RecordListEntry,
  type RecordListProps,
} from './RecordList.js';
