/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thread_Not_FoundInputs */

const en_thread_not_found = /** @type {(inputs: Thread_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversation not found`)
};

const sw_thread_not_found = /** @type {(inputs: Thread_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mazungumzo hayakupatikana`)
};

/**
* | output |
* | --- |
* | "Conversation not found" |
*
* @param {Thread_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_not_found = /** @type {((inputs?: Thread_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thread_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_thread_not_found(inputs)
	return en_thread_not_found(inputs)
});