/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Name_RequiredInputs */

const en_meeting_name_required = /** @type {(inputs: Meeting_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a room name.`)
};

const sw_meeting_name_required = /** @type {(inputs: Meeting_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali weka jina la chumba.`)
};

/**
* | output |
* | --- |
* | "Please enter a room name." |
*
* @param {Meeting_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_name_required = /** @type {((inputs?: Meeting_Name_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Name_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_name_required(inputs)
	return en_meeting_name_required(inputs)
});