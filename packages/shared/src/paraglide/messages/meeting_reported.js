/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_ReportedInputs */

const en_meeting_reported = /** @type {(inputs: Meeting_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. The message was reported to the Nafasi team.`)
};

const sw_meeting_reported = /** @type {(inputs: Meeting_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asante. Ujumbe umeripotiwa kwa timu ya Nafasi.`)
};

/**
* | output |
* | --- |
* | "Thank you. The message was reported to the Nafasi team." |
*
* @param {Meeting_ReportedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_reported = /** @type {((inputs?: Meeting_ReportedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_ReportedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_reported(inputs)
	return en_meeting_reported(inputs)
});