export { PRESSABLE_STYLE_CSS, PRESSABLE_STYLE_ID, PressableStyle } from './PressableStyle.js';
