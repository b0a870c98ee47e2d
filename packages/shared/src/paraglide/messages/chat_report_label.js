/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Chat_Report_LabelInputs */

const en_chat_report_label = /** @type {(inputs: Chat_Report_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report the message from ${i?.name}`)
};

const sw_chat_report_label = /** @type {(inputs: Chat_Report_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ripoti ujumbe kutoka kwa ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Report the message from {name}" |
*
* @param {Chat_Report_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_report_label = /** @type {((inputs: Chat_Report_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_Report_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_chat_report_label(inputs)
	return en_chat_report_label(inputs)
});