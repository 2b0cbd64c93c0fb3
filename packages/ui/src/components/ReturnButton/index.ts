export { ReturnButton, type ReturnButtonProps } from './ReturnButton';
