// Public surface of the console package for the server: the route registration.
export { registerConsole } from './routes.ts';
