/**
 * Stage 0 of the browser's start (src/main.tsx): the libraries the first stage builds on (the
 * metadata polyfill, MobX, Inversify, axios), loaded and evaluated in a task of their own. Their
 * top-level code (axios alone sets up for about 10 ms of a phone's main thread) then does not add
 * to the first stage's task.
 */
import 'reflect-metadata';
// Re-exported, not only imported: the packages declare no side effects, so a bare import would be
// dropped from the build.
export { observable } from 'mobx';
export { Container } from 'inversify';
export { default as axios } from 'axios';
