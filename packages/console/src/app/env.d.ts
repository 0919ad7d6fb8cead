// Stylesheets are imported for their effect; esbuild bundles them into the hashed CSS file.
declare module '*.css';
