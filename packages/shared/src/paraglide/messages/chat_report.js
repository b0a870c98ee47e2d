/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Chat_ReportInputs */

const en_chat_report = /** @type {(inputs: Chat_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

const sw_chat_report = /** @type {(inputs: Chat_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ripoti`)
};

/**
* | output |
* | --- |
* | "Report" |
*
* @param {Chat_ReportInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_report = /** @type {((inputs?: Chat_ReportInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_ReportInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_report(inputs)
	return en_chat_report(inputs)
});