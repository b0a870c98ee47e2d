/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thread_Report_ReasonInputs */

const en_thread_report_reason = /** @type {(inputs: Thread_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say in a few words what is wrong.`)
};

const sw_thread_report_reason = /** @type {(inputs: Thread_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleza kwa maneno machache kilichoharibika.`)
};

/**
* | output |
* | --- |
* | "Say in a few words what is wrong." |
*
* @param {Thread_Report_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_report_reason = /** @type {((inputs?: Thread_Report_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thread_Report_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_thread_report_reason(inputs)
	return en_thread_report_reason(inputs)
});