/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
export * from './language_switch.js'
export * from './language_switch_label.js'