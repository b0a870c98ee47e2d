/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_YouInputs */

const en_meeting_you = /** @type {(inputs: Meeting_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(you)`)
};

const sw_meeting_you = /** @type {(inputs: Meeting_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(wewe)`)
};

/**
* | output |
* | --- |
* | "(you)" |
*
* @param {Meeting_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_you = /** @type {((inputs?: Meeting_YouInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_YouInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_you(inputs)
	return en_meeting_you(inputs)
});