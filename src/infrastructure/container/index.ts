// The entry's door to the composition root. createMemoryContainer lives in ./memory-container
// (import it from there): re-exporting it here would pull the memory adapters into the entry.
export {
  createBaseContainer, createContainer, createHttpContainer, PORT_TOKENS, RUNTIME_CONFIG, type CreateContainerOptions,
} from './create-container';
