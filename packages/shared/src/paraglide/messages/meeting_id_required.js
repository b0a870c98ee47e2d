/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Id_RequiredInputs */

const en_meeting_id_required = /** @type {(inputs: Meeting_Id_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a meeting ID or code.`)
};

const sw_meeting_id_required = /** @type {(inputs: Meeting_Id_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafadhali weka kitambulisho au msimbo wa mkutano.`)
};

/**
* | output |
* | --- |
* | "Please enter a meeting ID or code." |
*
* @param {Meeting_Id_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_id_required = /** @type {((inputs?: Meeting_Id_RequiredInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Id_RequiredInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_id_required(inputs)
	return en_meeting_id_required(inputs)
});