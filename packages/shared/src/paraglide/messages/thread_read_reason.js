/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thread_Read_ReasonInputs */

const en_thread_read_reason = /** @type {(inputs: Thread_Read_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why you are reading this conversation (at least 3 characters): it is recorded, and its people can see it.`)
};

const sw_thread_read_reason = /** @type {(inputs: Thread_Read_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleza kwa nini unasoma mazungumzo haya (angalau herufi 3): inarekodiwa, na wahusika wake wanaweza kuiona.`)
};

/**
* | output |
* | --- |
* | "Say why you are reading this conversation (at least 3 characters): it is recorded, and its people can see it." |
*
* @param {Thread_Read_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_read_reason = /** @type {((inputs?: Thread_Read_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thread_Read_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_thread_read_reason(inputs)
	return en_thread_read_reason(inputs)
});