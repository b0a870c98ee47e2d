/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thread_EmptyInputs */

const en_thread_empty = /** @type {(inputs: Thread_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a message first.`)
};

const sw_thread_empty = /** @type {(inputs: Thread_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika ujumbe kwanza.`)
};

/**
* | output |
* | --- |
* | "Write a message first." |
*
* @param {Thread_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_empty = /** @type {((inputs?: Thread_EmptyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thread_EmptyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_thread_empty(inputs)
	return en_thread_empty(inputs)
});