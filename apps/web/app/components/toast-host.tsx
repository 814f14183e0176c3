import '../styles/mantine-toasts.css';
// The toast host as a module of its own, loaded after the page (see toasts.tsx).
export { Notifications as default } from '@mantine/notifications';
