// The entry's door to the composition root. createMemoryContainer lives in ./memory-container and
// createFullHttpContainer in ./full-http-container (import them from there): re-exporting them
// here would pull the memory adapters or every feature's HTTP adapters into the entry.
export { createBaseContainer, RUNTIME_CONFIG, type CreateContainerOptions } from './base-container';
export { createContainer, createHttpContainer, PORT_TOKENS } from './create-container';
