/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thread_No_HostInputs */

const en_thread_no_host = /** @type {(inputs: Thread_No_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This space has no host to write to.`)
};

const sw_thread_no_host = /** @type {(inputs: Thread_No_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eneo hili halina mwenyeji wa kumwandikia.`)
};

/**
* | output |
* | --- |
* | "This space has no host to write to." |
*
* @param {Thread_No_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_no_host = /** @type {((inputs?: Thread_No_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thread_No_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_thread_no_host(inputs)
	return en_thread_no_host(inputs)
});