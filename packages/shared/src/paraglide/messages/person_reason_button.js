/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Reason_ButtonInputs */

const en_person_reason_button = /** @type {(inputs: Person_Reason_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the details`)
};

const sw_person_reason_button = /** @type {(inputs: Person_Reason_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onyesha taarifa`)
};

/**
* | output |
* | --- |
* | "Show the details" |
*
* @param {Person_Reason_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_reason_button = /** @type {((inputs?: Person_Reason_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Reason_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_person_reason_button(inputs)
	return en_person_reason_button(inputs)
});