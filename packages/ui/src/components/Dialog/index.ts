export { DIALOG_WIDTHS, Dialog, DialogClose, type DialogProps, type DialogWidth } from './Dialog';
