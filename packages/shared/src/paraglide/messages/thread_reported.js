/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thread_ReportedInputs */

const en_thread_reported = /** @type {(inputs: Thread_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Our team will read this conversation.`)
};

const sw_thread_reported = /** @type {(inputs: Thread_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asante. Timu yetu itasoma mazungumzo haya.`)
};

/**
* | output |
* | --- |
* | "Thank you. Our team will read this conversation." |
*
* @param {Thread_ReportedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_reported = /** @type {((inputs?: Thread_ReportedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thread_ReportedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_thread_reported(inputs)
	return en_thread_reported(inputs)
});