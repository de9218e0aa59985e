export { Toaster } from './Toaster'
export { createToastStore, dismissToast, showToast, toastStore } from './toast-store'
export type { Toast, ToastAction, ToastInput, ToastStore, ToastTone } from './toast-store'
