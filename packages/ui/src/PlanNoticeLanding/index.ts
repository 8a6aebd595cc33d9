export {
  type PlanNoticeAction,
  PlanNoticeLanding,
  type PlanNoticeLandingProps,
  type PlanNoticeLinkState,
  type PlanNoticeOrder,
} from './PlanNoticeLanding.js';
