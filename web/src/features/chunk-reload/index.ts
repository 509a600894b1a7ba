// What other features may use of this one (the lint rule in eslint.config.js keeps a feature
// from importing another's files directly).
export { importWithReload } from "./chunk-reload";
