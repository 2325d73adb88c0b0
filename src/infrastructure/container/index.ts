export { createContainer, PORT_TOKENS, RUNTIME_CONFIG, type CreateContainerOptions } from './create-container';
